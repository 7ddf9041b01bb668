import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerBearerAuth } from './auth/bearer.plugin';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerApi } from './http/api';
import { registerErrorHandler } from './http/errorHandler';
import { registerRateLimit } from './http/rateLimit';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerMultipart } from './images/multipart.plugin';
import { registerMailWorker } from './mail/mailWorker.plugin';
import { loadWebBuild, registerWeb } from './web/webApp';

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

/** Builds the whole HTTP application (API under /api, the site elsewhere); main.ts and the tests start it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { strict: false, coerceTypes: false, removeAdditional: false, allErrors: false } },
  });

  // The built site is read first: its inline scripts' hashes belong in the CSP.
  const web = await loadWebBuild(config);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config, web?.manifest.scriptHashes);
  await app.register(fastifyCookie);
  await registerMultipart(app);
  await registerRateLimit(app, config);
  registerBearerAuth(app, deps.database.db);
  registerMailWorker(app, deps);

  await registerApi(app, deps);
  await registerWeb(app, config.webDir, web);
  return app;
}
