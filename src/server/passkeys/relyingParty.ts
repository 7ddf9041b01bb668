import { site } from '../../content/site';
import type { Config } from '../config/config';

/** Who the passkeys belong to, as WebAuthn names it: the site's host, its origin and its public name. */
export interface RelyingParty {
  /** The host of PUBLIC_URL, without port: what authenticators scope a passkey to. */
  id: string;
  /** The origin the browser reports in clientDataJSON: scheme, host and port of PUBLIC_URL. */
  origin: string;
  name: string;
}

/**
 * Read from the config on every call rather than once at start-up: PUBLIC_URL is the one address users
 * reach the site at (mails link to it too), and the test server only learns its port after listening.
 */
export function relyingParty(config: Pick<Config, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: site.companyName };
}
