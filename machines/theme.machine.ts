import { emit, setup } from 'xstate';
import { type ThemeName, themeFromStored } from '../src/shared/theme';
import type { SharedEffect } from './effects';

// Colour theme of the site (SPEC section 4, Theme): dark or light, dark by default, a toggle that is
// remembered. Browser effects are named actions that emit events; the web layer runs them (useFlow).

export { DEFAULT_THEME, type ThemeName, themeFromStored } from '../src/shared/theme';

/** The stored value as read from the `theme` cookie (already JSON-parsed, so possibly anything). */
export interface ThemeInput {
  stored: unknown;
}

export type ThemeEvent = { type: 'TOGGLE' } | { type: 'SET'; theme: ThemeName };

/** What this flow asks of the browser (see machines/effects.ts). */
export type ThemeEffect =
  | SharedEffect
  | { type: 'persistTheme'; theme: ThemeName }
  | { type: 'applyToBody'; theme: ThemeName };

export const themeMachine = setup({
  types: {
    context: {} as { initialTheme: ThemeName },
    input: {} as ThemeInput,
    events: {} as ThemeEvent,
    emitted: {} as ThemeEffect,
  },
  actions: {
    // Emitted for the web layer: write the `theme` cookie for 30 days.
    persistTheme: emit((_, { theme }: { theme: ThemeName }) => ({ type: 'persistTheme', theme }) as const),
    // Emitted for the web layer: mark `document.body` with the theme.
    applyToBody: emit((_, { theme }: { theme: ThemeName }) => ({ type: 'applyToBody', theme }) as const),
  },
  guards: {
    startsLight: ({ context }) => context.initialTheme === 'light',
    setsLight: ({ event }) => event.type === 'SET' && event.theme === 'light',
    setsDark: ({ event }) => event.type === 'SET' && event.theme === 'dark',
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ initialTheme: themeFromStored(input.stored) }),
  initial: 'resolving',
  states: {
    // xstate has no input-dependent `initial`, so an eventless step picks the stored theme.
    resolving: {
      always: [{ guard: 'startsLight', target: 'light' }, { target: 'dark' }],
    },
    // SET always stores its value, even when the theme stays, so a flow can store it explicitly.
    dark: {
      entry: { type: 'applyToBody', params: { theme: 'dark' } },
      on: {
        TOGGLE: { target: 'light', actions: { type: 'persistTheme', params: { theme: 'light' } } },
        SET: [
          {
            guard: 'setsLight',
            target: 'light',
            actions: { type: 'persistTheme', params: { theme: 'light' } },
          },
          { actions: { type: 'persistTheme', params: { theme: 'dark' } } },
        ],
      },
    },
    light: {
      entry: { type: 'applyToBody', params: { theme: 'light' } },
      on: {
        TOGGLE: { target: 'dark', actions: { type: 'persistTheme', params: { theme: 'dark' } } },
        SET: [
          { guard: 'setsDark', target: 'dark', actions: { type: 'persistTheme', params: { theme: 'dark' } } },
          { actions: { type: 'persistTheme', params: { theme: 'light' } } },
        ],
      },
    },
  },
});
