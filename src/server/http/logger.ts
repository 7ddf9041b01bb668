import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config';
import type { LogDestination } from './logDestination';
import { redactLogObject, type SafeError, safeError, scrubText } from './logRedaction';
import { prettyDestination, wantsColour } from './prettyLog';
import { standardOutput } from './standardOutput';

export type { LogDestination } from './logDestination';

/** Paths carry one-time tokens in their query (reset links); logs keep only the path. */
function pathOnly(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?…`;
}

/**
 * Where lines go, in the configured format: JSON as pino writes it, or prettyLog.ts's text; to standard
 * output through standardOutput.ts (never pino's own destination), unless a test gives its own.
 */
function logStream(config: Config, destination: LogDestination | undefined): LogDestination {
  const out = destination ?? standardOutput();
  if (config.logFormat === 'json') return out;
  const colour = destination === undefined && wantsColour(process.env, process.stdout.isTTY === true);
  return prettyDestination(out, colour);
}

/**
 * pino, with request ids, as JSON lines or readable text (LOG_FORMAT). Headers that carry credentials are never serialized; every logged object
 * and message passes the redaction of logRedaction.ts, so a secret cannot reach a line by any route.
 */
export function loggerOptions(config: Config, destination?: LogDestination): FastifyServerOptions['logger'] {
  const stream = logStream(config, destination);
  return {
    level: config.logLevel,
    stream,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    formatters: { log: redactLogObject },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg: unknown) => (typeof arg === 'string' ? scrubText(arg) : arg));
        // pino's own signature is (obj?, msg?, ...interpolation); the arguments are passed on unchanged in shape.
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
    serializers: {
      // formatters.log has usually made it safe already; its result is a SafeError, not an Error.
      err: (err: Error) => (err instanceof Error ? safeError(err) : (err as SafeError)),
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        id: req.id,
        method: req.method,
        url: pathOnly(req.url),
        ip: req.ip,
      }),
    },
  };
}
