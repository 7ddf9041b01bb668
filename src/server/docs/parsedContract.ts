import { createHash } from 'node:crypto';

/**
 * openapi.yaml parsed, as `npm run build:server` writes it beside the server (build/contractJson.plugin.ts)
 * and docs/contract.ts reads it. No relative imports: the build's config loads this file as it is.
 */
export interface ParsedContract<Document = unknown> {
  /** SHA-256 of the YAML text it was parsed from: a copy whose YAML has changed since is not used. */
  source: string;
  document: Document;
}

export function contractDigest(yaml: string): string {
  return createHash('sha256').update(yaml).digest('hex');
}
