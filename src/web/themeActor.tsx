import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { type ThemeName, themeMachine } from '../../machines/theme.machine';
import { readCookie, writeCookie } from '../api/cookies';
import { getInspect } from './inspector';

// Browser side of the theme machine: the cookie and the body marker. Views read the theme with
// `useThemeName()` and change it through `ThemeActorContext.useActorRef().send(...)`.

function applyThemeToBody(theme: ThemeName): void {
  // CSS and scripts outside React (and the e2e tests) read the theme from the body (SPEC section 1).
  document.body.dataset.theme = theme;
  document.body.classList.toggle('theme-dark', theme === 'dark');
  document.body.classList.toggle('theme-light', theme === 'light');
}

export const browserThemeMachine = themeMachine.provide({
  actions: {
    persistTheme: (_, { theme }) => writeCookie('theme', theme),
    applyToBody: (_, { theme }) => applyThemeToBody(theme),
  },
});

export const ThemeActorContext = createActorContext(browserThemeMachine);

export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeActorContext.Provider
      logic={browserThemeMachine}
      options={{ input: { stored: readCookie('theme') }, inspect: getInspect() }}
    >
      {children}
    </ThemeActorContext.Provider>
  );
}

export function useThemeName(): ThemeName {
  return ThemeActorContext.useSelector((snapshot) => (snapshot.matches('light') ? 'light' : 'dark'));
}
