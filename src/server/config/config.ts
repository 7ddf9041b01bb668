import path from 'node:path';
import { site } from '../../content/site';
import {
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_RESPONSE_MINUTES,
  parseBusinessHours,
  type ResponsePolicy,
} from './businessHours';
import { parseTrustProxy, type TrustProxy } from './trustProxy';
import { type VapidKeys, vapidKeysProblem } from './vapidKeys';

/** Everything the server reads from the environment, validated once at start-up. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  appSecret: string | undefined;
  publicUrl: string;
  companyEmail: string;
  /** Lower-cased addresses whose verified accounts are staff (the lead inbox); empty: nobody is. */
  staffEmails: readonly string[];
  mailFrom: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** `pretty`: one readable line per event for a person at a terminal; `json`: one object per line. */
  logFormat: 'pretty' | 'json';
  /** The API reference at /api/docs and the raw contract at /api/openapi.json and .yaml. */
  apiDocs: boolean;
  /** Who may tell the client's address in X-Forwarded-For (trustProxy.ts); `true` never in production. */
  trustProxy: TrustProxy;
  redisUrl: string | undefined;
  webDir: string;
  /** Where the site's compressed pages are kept between starts (web/compressionCache.ts). */
  pageCacheDir: string;
  /** API requests worked on at once; undefined: the database's own default (http/admission.ts). */
  apiConcurrency: number | undefined;
  /** The longest an API request waits for its turn before it is refused with 503 (http/admission.ts). */
  apiQueueMs: number;
  /** How long the HTTP server waits on a slow client (http/serverTimeouts.ts). */
  httpTimeouts: HttpTimeouts;
  /** Business hours and the time within which a lead should be contacted (issue 40, businessHours.ts). */
  responsePolicy: ResponsePolicy;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; undefined until resolveVapidKeys makes or reads the stored pair. */
  vapidKeys: VapidKeys | undefined;
  /** VAPID_SUBJECT: how a push service reaches the site's operator (mailto: or https:). */
  vapidSubject: string;
}

/** Milliseconds; each cuts off a client that is too slow (http/serverTimeouts.ts says why these values). */
export interface HttpTimeouts {
  /** From a connection's first byte (or the end of its last answer) to the end of a request's headers. */
  headersMs: number;
  /** From the start of a request to the last byte of its body. */
  requestMs: number;
  /** Silence on a connection with a request open, in either direction. */
  idleMs: number;
  /** How long a connection is kept open with no request after an answer. */
  keepAliveMs: number;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid environment variable ${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const LOG_FORMATS = ['pretty', 'json'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function port(env: Env): number {
  const raw = text(env, 'PORT');
  if (raw === undefined) return 3000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError('PORT', `expected an integer 0-65535, got "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(
      name,
      `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );
  }
  return raw;
}

function email(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  if (!EMAIL.test(value)) throw new ConfigError(name, `"${value}" is not an e-mail address`);
  return value;
}

/** A comma-separated list of addresses, compared case-insensitively, so kept lower-cased and once each. */
function emailList(env: Env, name: string): string[] {
  const raw = text(env, name);
  if (raw === undefined) return [];
  const addresses = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const bad = addresses.find((entry) => !EMAIL.test(entry));
  if (bad !== undefined) throw new ConfigError(name, `"${bad}" is not an e-mail address`);
  return [...new Set(addresses)];
}

function integer(env: Env, name: string, min: number, max: number): number | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(name, `expected an integer ${min}-${max}, got "${raw}"`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, values: readonly T[], fallback: T): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!(values as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `expected one of ${values.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function flag(env: Env, name: string, fallback = false): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `expected true or false, got "${raw}"`);
}

/**
 * Reads and validates the environment; throws ConfigError naming the first bad variable. `tool` skips the
 * checks that only matter to a serving process (e.g. `npm run db:migrate` needs no mail or secret).
 */
export function loadConfig(env: Env, use: 'server' | 'tool' = 'server'): Config {
  const listenPort = port(env);
  const appSecret = text(env, 'APP_SECRET');
  if (appSecret !== undefined && appSecret.length < 32) {
    throw new ConfigError('APP_SECRET', 'must be at least 32 characters');
  }
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${listenPort}`;
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'], 'development');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  if (use === 'server' && nodeEnv === 'production' && smtpUrl === undefined) {
    throw new ConfigError(
      'SMTP_URL',
      'required when NODE_ENV=production: without it no e-mail leaves the server (codes and reset links are only written to DATA_DIR/mail)',
    );
  }
  if (use === 'server' && databaseUrl !== undefined && appSecret === undefined) {
    throw new ConfigError(
      'APP_SECRET',
      'required when DATABASE_URL is set: every server process on that database must share the same secret (codes, throttles and 2FA secrets are keyed with it)',
    );
  }
  // A tool serves no requests, so a server's setting in the shared .env must not stop it.
  const trust = parseTrustProxy(text(env, 'TRUST_PROXY'), use === 'server' && nodeEnv === 'production');
  if ('problem' in trust) throw new ConfigError('TRUST_PROXY', trust.problem);
  const dataDir = path.resolve(text(env, 'DATA_DIR') ?? 'data');
  const companyEmail = email(env, 'COMPANY_EMAIL', site.email);
  return {
    nodeEnv,
    host: text(env, 'HOST') ?? '127.0.0.1',
    port: listenPort,
    dataDir,
    databaseUrl,
    smtpUrl,
    appSecret,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    companyEmail,
    staffEmails: emailList(env, 'STAFF_EMAILS'),
    mailFrom: text(env, 'MAIL_FROM') ?? `"${site.companyName}" <no-reply@${site.email.split('@')[1]}>`,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    // Production logs go to a collector that reads JSON; a developer reads the terminal.
    logFormat: oneOf(env, 'LOG_FORMAT', LOG_FORMATS, nodeEnv === 'development' ? 'pretty' : 'json'),
    // The contract is no secret (the web client is built from it), but a production site need not show it.
    apiDocs: flag(env, 'API_DOCS', nodeEnv !== 'production'),
    trustProxy: trust.value,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    webDir: path.resolve(text(env, 'WEB_DIR') ?? 'dist/web'),
    pageCacheDir: path.resolve(text(env, 'PAGE_CACHE_DIR') ?? path.join(dataDir, 'page-cache')),
    apiConcurrency: integer(env, 'API_CONCURRENCY', 1, 10_000),
    // A visitor's whole answer should come well within a second, busy or not.
    apiQueueMs: integer(env, 'API_QUEUE_MS', 0, 10_000) ?? 250,
    httpTimeouts: httpTimeouts(env),
    responsePolicy: responsePolicy(env),
    vapidKeys: vapidKeys(env),
    vapidSubject: vapidSubject(env, companyEmail),
  };
}

/** Both VAPID keys or neither (then they are generated into DATA_DIR, config/vapidKeys.ts). */
function vapidKeys(env: Env): VapidKeys | undefined {
  const publicKey = text(env, 'VAPID_PUBLIC_KEY');
  const privateKey = text(env, 'VAPID_PRIVATE_KEY');
  if (publicKey === undefined && privateKey === undefined) return undefined;
  if (publicKey === undefined) throw new ConfigError('VAPID_PUBLIC_KEY', 'required with VAPID_PRIVATE_KEY');
  if (privateKey === undefined) throw new ConfigError('VAPID_PRIVATE_KEY', 'required with VAPID_PUBLIC_KEY');
  const keys = { publicKey, privateKey };
  const problem = vapidKeysProblem(keys);
  if (problem) throw new ConfigError(problem.split(' ')[0] ?? 'VAPID_PUBLIC_KEY', problem);
  return keys;
}

/** Push services write to this address about the site's alerts (RFC 8292): the company's, by default. */
function vapidSubject(env: Env, companyEmail: string): string {
  const subject = url(env, 'VAPID_SUBJECT', ['mailto:', 'https:']);
  return subject ?? `mailto:${companyEmail}`;
}

/** BUSINESS_HOURS and RESPONSE_MINUTES, by default the hours the site states and 15 minutes. */
function responsePolicy(env: Env): ResponsePolicy {
  const responseMinutes = integer(env, 'RESPONSE_MINUTES', 1, 1440) ?? DEFAULT_RESPONSE_MINUTES;
  try {
    return {
      hours: parseBusinessHours(text(env, 'BUSINESS_HOURS') ?? DEFAULT_BUSINESS_HOURS),
      responseMinutes,
    };
  } catch (error) {
    throw new ConfigError('BUSINESS_HOURS', error instanceof Error ? error.message : String(error));
  }
}

/** The four HTTP timeouts, the defaults argued in http/serverTimeouts.ts; tests shorten them. */
function httpTimeouts(env: Env): HttpTimeouts {
  const timeout = (name: string, fallback: number) => integer(env, name, 100, 600_000) ?? fallback;
  const headersMs = timeout('HTTP_HEADERS_TIMEOUT_MS', 10_000);
  const requestMs = timeout('HTTP_REQUEST_TIMEOUT_MS', 60_000);
  // Node refuses a server whose headers may take longer than the whole request.
  if (headersMs > requestMs) {
    throw new ConfigError(
      'HTTP_HEADERS_TIMEOUT_MS',
      `must not be more than HTTP_REQUEST_TIMEOUT_MS (${requestMs})`,
    );
  }
  return {
    headersMs,
    requestMs,
    idleMs: timeout('HTTP_IDLE_TIMEOUT_MS', 30_000),
    keepAliveMs: timeout('HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000),
  };
}
