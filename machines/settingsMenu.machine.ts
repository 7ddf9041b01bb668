import { emit, setup } from 'xstate';
import type { SharedEffect } from './effects';

// The Settings page's left menu (SPEC 2 and 4): two collapsible groups, opening one closes the other;
// nothing is shown until an option is chosen; the open group and the choice are remembered (cookies
// isAccountSecurityOpen, isNotificationOpen, selectedSettingOption, written by the web layer on the emitted effects).

export const SETTINGS_OPTIONS = [
  'twoFactorAuth',
  'passkeys',
  'activeSessions',
  'phoneNumbers',
  'email',
] as const;
export type SettingsOption = (typeof SETTINGS_OPTIONS)[number];
export type SettingsGroup = 'accountSecurity' | 'notifications';

export const OPTION_GROUP: Record<SettingsOption, SettingsGroup> = {
  twoFactorAuth: 'accountSecurity',
  passkeys: 'accountSecurity',
  activeSessions: 'accountSecurity',
  phoneNumbers: 'accountSecurity',
  email: 'notifications',
};

export interface SettingsMenuInput {
  /** The three cookies as read (already JSON-parsed, so possibly anything). */
  stored: { selectedSettingOption: unknown; isAccountSecurityOpen: unknown; isNotificationOpen: unknown };
  /** An option asked for by the page that linked here (Profile's Phone Numbers button). */
  preset?: unknown;
}

export type SettingsMenuEvent =
  | { type: 'ACCOUNT_SECURITY.TOGGLE' }
  | { type: 'NOTIFICATIONS.TOGGLE' }
  | { type: 'OPTION.SELECT'; option: SettingsOption };

export interface GroupsOpen {
  isAccountSecurityOpen: boolean;
  isNotificationOpen: boolean;
}

interface StartChoice {
  option: SettingsOption | null;
  group: SettingsGroup | null;
  /** The choice came from a link, not from the cookies, so it is stored as a new choice. */
  fromPreset: boolean;
}

export function isSettingsOption(value: unknown): value is SettingsOption {
  return typeof value === 'string' && (SETTINGS_OPTIONS as readonly string[]).includes(value);
}

/** The choice to start with: a valid preset wins, otherwise the cookies; garbage counts as unset. */
export function startChoice(input: SettingsMenuInput): StartChoice {
  if (isSettingsOption(input.preset)) {
    return { option: input.preset, group: OPTION_GROUP[input.preset], fromPreset: true };
  }
  const { stored } = input;
  const option = isSettingsOption(stored.selectedSettingOption) ? stored.selectedSettingOption : null;
  const group =
    stored.isAccountSecurityOpen === true
      ? 'accountSecurity'
      : stored.isNotificationOpen === true
        ? 'notifications'
        : null;
  return { option, group, fromPreset: false };
}

const opened = (group: SettingsGroup | null): GroupsOpen => ({
  isAccountSecurityOpen: group === 'accountSecurity',
  isNotificationOpen: group === 'notifications',
});

const persistGroups = (group: SettingsGroup | null) =>
  ({ type: 'persistGroups', params: opened(group) }) as const;

/** Starting in `group`: stored again only when a link chose it (re-writing cookies would re-date them). */
const startIn = (group: SettingsGroup) =>
  [
    { guard: { type: 'linkOpens', params: { group } }, target: group, actions: persistGroups(group) },
    { guard: { type: 'startsWithGroup', params: { group } }, target: group },
  ] as const;

const startWith = (option: SettingsOption) =>
  [
    {
      guard: { type: 'linkChooses', params: { option } },
      target: option,
      actions: { type: 'persistOption', params: { option } },
    },
    { guard: { type: 'startsWithOption', params: { option } }, target: option },
  ] as const;

const select = (option: SettingsOption) =>
  ({
    guard: { type: 'selects', params: { option } },
    target: `.${option}`,
    actions: { type: 'persistOption', params: { option } },
  }) as const;

/** What this flow asks of the browser (see machines/effects.ts). */
export type SettingsMenuEffect =
  | SharedEffect
  | ({ type: 'persistGroups' } & GroupsOpen)
  | { type: 'persistOption'; option: SettingsOption };

export const settingsMenuMachine = setup({
  types: {
    context: {} as { start: StartChoice },
    input: {} as SettingsMenuInput,
    events: {} as SettingsMenuEvent,
    emitted: {} as SettingsMenuEffect,
  },
  actions: {
    // Emitted for the web layer: write isAccountSecurityOpen and isNotificationOpen for 30 days.
    persistGroups: emit((_, params: GroupsOpen) => ({ type: 'persistGroups', ...params }) as const),
    // Emitted for the web layer: write selectedSettingOption for 30 days.
    persistOption: emit(
      (_, { option }: { option: SettingsOption }) => ({ type: 'persistOption', option }) as const,
    ),
  },
  guards: {
    startsWithGroup: ({ context }, params: { group: SettingsGroup }) => context.start.group === params.group,
    startsWithOption: ({ context }, params: { option: SettingsOption }) =>
      context.start.option === params.option,
    linkOpens: ({ context }, params: { group: SettingsGroup }) =>
      context.start.fromPreset && context.start.group === params.group,
    linkChooses: ({ context }, params: { option: SettingsOption }) =>
      context.start.fromPreset && context.start.option === params.option,
    selects: ({ event }, params: { option: SettingsOption }) =>
      event.type === 'OPTION.SELECT' && event.option === params.option,
  },
}).createMachine({
  id: 'settingsMenu',
  context: ({ input }) => ({ start: startChoice(input) }),
  type: 'parallel',
  states: {
    groups: {
      initial: 'resolving',
      states: {
        resolving: {
          always: [...startIn('accountSecurity'), ...startIn('notifications'), { target: 'closed' }],
        },
        closed: {
          on: {
            'ACCOUNT_SECURITY.TOGGLE': {
              target: 'accountSecurity',
              actions: persistGroups('accountSecurity'),
            },
            'NOTIFICATIONS.TOGGLE': { target: 'notifications', actions: persistGroups('notifications') },
          },
        },
        accountSecurity: {
          on: {
            'ACCOUNT_SECURITY.TOGGLE': { target: 'closed', actions: persistGroups(null) },
            'NOTIFICATIONS.TOGGLE': { target: 'notifications', actions: persistGroups('notifications') },
          },
        },
        notifications: {
          on: {
            'ACCOUNT_SECURITY.TOGGLE': {
              target: 'accountSecurity',
              actions: persistGroups('accountSecurity'),
            },
            'NOTIFICATIONS.TOGGLE': { target: 'closed', actions: persistGroups(null) },
          },
        },
      },
    },
    option: {
      initial: 'resolving',
      // Selecting is possible from any option state, the current one included (it is stored again).
      on: { 'OPTION.SELECT': SETTINGS_OPTIONS.map(select) },
      states: {
        resolving: { always: [...SETTINGS_OPTIONS.flatMap(startWith), { target: 'none' }] },
        none: {},
        twoFactorAuth: {},
        passkeys: {},
        activeSessions: {},
        phoneNumbers: {},
        email: {},
      },
    },
  },
});
