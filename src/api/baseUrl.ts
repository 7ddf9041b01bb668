// Where the API is mounted, read in one place by the typed client (client.ts) and by the lead outbox
// (offline/), which keeps the full address of each saved request so the service worker needs no setting.

const DEFAULT_BASE_URL = '/api';

/** Picks the base URL from the build-time setting, falling back to the same-origin mount. */
export function resolveBaseUrl(configured: unknown): string {
  return typeof configured === 'string' && configured.trim() !== '' ? configured : DEFAULT_BASE_URL;
}

function configuredBaseUrl(): unknown {
  // Vite replaces the literal `import.meta.env.API_BASE_URL` at build time (vite.config.ts `define`); under
  // plain Node (tsx) `import.meta.env` does not exist, so it is checked first instead of optional chaining,
  // which Vite's textual replacement would not recognise.
  return import.meta.env === undefined ? undefined : import.meta.env.API_BASE_URL;
}

/** The build's API_BASE_URL, else '/api'. */
export function apiBaseUrl(): string {
  return resolveBaseUrl(configuredBaseUrl());
}
