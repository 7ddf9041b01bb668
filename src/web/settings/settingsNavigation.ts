/** Navigation state a link may pass to /settings to choose an option (Profile's Phone Numbers button). */
export interface SettingsNavigationState {
  settingOption?: string;
}

export function presetFrom(state: unknown): unknown {
  return typeof state === 'object' && state !== null
    ? (state as SettingsNavigationState).settingOption
    : undefined;
}
