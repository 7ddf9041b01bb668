import path from 'node:path';
import type { Config } from './config/config';
import { displayPath } from './config/displayPath';
import type { Database } from './db/client';
import { pgliteDirectory } from './db/client';

/** One line of the start-up summary: its text and the fields a JSON log keeps alongside. */
export interface SummaryLine {
  msg: string;
  fields: Record<string, string>;
}

/** A server address without the user name and password a URL may carry: `postgres://db:5432/site`. */
export function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/** The first line, written by Fastify once it listens: where the site is for a person. */
export function listeningLine(config: Pick<Config, 'publicUrl' | 'nodeEnv'>, address: string): string {
  return `site and API at ${config.publicUrl} (${config.nodeEnv}; listening on ${address})`;
}

/**
 * What a person starting the server needs next: which database, where e-mail goes (a developer without
 * SMTP reads codes and links in this log), where the API reference is and which settings file was read.
 * Credentials in DATABASE_URL and SMTP_URL are never shown.
 */
export function startSummary(
  config: Config,
  database: Pick<Database, 'kind'>,
  envFile: string | undefined,
): SummaryLine[] {
  const lines: SummaryLine[] = [];
  if (database.kind === 'postgres' && config.databaseUrl !== undefined) {
    const server = withoutCredentials(config.databaseUrl);
    lines.push({ msg: `database: PostgreSQL at ${server}`, fields: { database: 'postgres' } });
  } else {
    const folder = displayPath(pgliteDirectory(config.dataDir));
    lines.push({ msg: `database: PGlite (embedded) in ${folder}`, fields: { database: 'pglite' } });
  }
  if (config.smtpUrl !== undefined) {
    const server = withoutCredentials(config.smtpUrl);
    lines.push({ msg: `e-mail: sent through ${server}`, fields: { mail: 'smtp' } });
  } else {
    const folder = displayPath(path.join(config.dataDir, 'mail'));
    lines.push({
      msg: `e-mail: not sent; each message is written to ${folder} and summarised here (set SMTP_URL to send)`,
      fields: { mail: 'files' },
    });
  }
  lines.push(
    config.apiDocs
      ? { msg: `API reference at ${config.publicUrl}/api/docs`, fields: {} }
      : { msg: 'API reference off (API_DOCS=true shows it at /api/docs)', fields: {} },
  );
  if (envFile !== undefined) lines.push({ msg: `settings read from ${displayPath(envFile)}`, fields: {} });
  return lines;
}
