import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApi } from './api';
import { registerApiDocs } from './docs/apiDocs.routes';
import { readContract } from './docs/contract';
import { registerApiNotFound } from './http/apiNotFound';
import type { AppDeps } from './http/appDeps';
import { registerBodyMediaTypeRule } from './http/bodyMediaType';
import { CONTRACT_AJV } from './http/contractValidation';
import { registerControlCharacterRule } from './http/controlCharacters';
import { registerErrorHandler } from './http/errorHandler';
import { frameworkErrorOptions } from './http/frameworkErrors';
import { registerJsonDepthLimit } from './http/jsonDepth';
import { loggerOptions } from './http/logger';
import { registerRateLimit } from './http/rateLimit';
import { OneLineRequestLog } from './http/requestLog';
import { registerSecurityHeaders } from './http/securityHeaders';
import { serverTimeoutOptions } from './http/serverTimeouts';
import { registerMultipart } from './images/multipart.plugin';
import { registerMailWorker } from './mailWorker.plugin';
import { registerPushWorker } from './push/pushWorker.plugin';
import { registerBearerAuth } from './sessions/bearer.plugin';
import { STAFF_PAGE_PATH, staffPageGate } from './staff/staffPage';
import { loadWebBuild, registerWeb } from './web/webApp';

export type { AppDeps } from './http/appDeps';

/** Builds the whole HTTP application (API under /api, the site elsewhere); main.ts and the tests start it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config, deps.logDestination),
    logController: new OneLineRequestLog(),
    ...frameworkErrorOptions,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: CONTRACT_AJV,
    ...serverTimeoutOptions(config.httpTimeouts),
  });

  // The built site is read first: its inline scripts' hashes belong in the CSP.
  const web = await loadWebBuild(config);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config, web?.manifest.scriptHashes);
  await app.register(fastifyCookie);
  await registerMultipart(app);
  registerJsonDepthLimit(app);
  registerBodyMediaTypeRule(app);
  registerControlCharacterRule(app);
  await registerApiNotFound(app);
  await registerRateLimit(app, config);
  registerBearerAuth(app, deps.database.db);
  registerMailWorker(app, deps);
  await registerPushWorker(app, deps);

  const contract = await readContract();
  await registerApi(app, deps, contract);
  registerApiDocs(app, config, contract);
  const gates = new Map([[STAFF_PAGE_PATH, staffPageGate(deps.database.db, config.staffEmails)]]);
  await registerWeb(app, config.webDir, web, gates);
  return app;
}
