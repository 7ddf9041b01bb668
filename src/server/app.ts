import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { registerBearerAuth } from './auth/bearer.plugin';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './http/errorHandler';
import { resolveOperations } from './http/operations';
import { registerRateLimit } from './http/rateLimit';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerSpa } from './http/spa';
import { registerMultipart } from './images/multipart.plugin';
import { registerMailWorker } from './mail/mailWorker.plugin';

export const CONTRACT_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.yaml');

export interface AppDeps {
  config: Config;
  database: Database;
}

/** Paths carry one-time tokens in their query (reset links); logs keep only the path. */
function pathOnly(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?…`;
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        id: req.id,
        method: req.method,
        url: pathOnly(req.url),
        ip: req.ip,
      }),
    },
  };
}

/** Builds the whole HTTP application (API under /api, SPA elsewhere); main.ts and the tests start it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { strict: false, coerceTypes: false, removeAdditional: false, allErrors: false } },
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCookie);
  await registerMultipart(app);
  await registerRateLimit(app, config);
  registerBearerAuth(app, deps.database.db);
  registerMailWorker(app, deps);

  await app.register(openapiGlue, {
    specification: CONTRACT_FILE,
    prefix: '/api',
    operationResolver: resolveOperations(deps),
    securityHandlers: { bearerAuth: app.bearerAuth },
  });

  await registerSpa(app, config.webDir);
  return app;
}
