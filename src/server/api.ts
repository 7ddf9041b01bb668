import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { answerOnlyMediaTypes, type Contract } from './docs/contract';
import { admissionSettings, registerAdmission } from './http/admission';
import type { AppDeps } from './http/appDeps';
import { HttpError } from './http/httpError';
import { requestErrors } from './http/requestErrors';
import { resolveOperations } from './operations';

/** JSON smaller than this fits in one packet anyway; compressing it costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The API under /api, routed and validated from the contract, its operations admitted as capacity allows
 * (http/admission.ts). Its JSON answers are compressed per request (brotli or gzip by Accept-Encoding) in
 * a context of their own: the web pages and the build's files are already compressed ahead of time, and
 * compressing them again would only burn CPU.
 */
export async function registerApi(app: FastifyInstance, deps: AppDeps, contract: Contract): Promise<void> {
  await app.register(async (api) => {
    await api.register(fastifyCompress, { threshold: COMPRESS_FROM_BYTES, encodings: ['br', 'gzip'] });
    // The body media type rule (http/bodyMediaType.ts) refuses such a body first; this is never reached.
    for (const type of answerOnlyMediaTypes(contract.document)) {
      api.addContentTypeParser(type, (_request, _payload, done) =>
        done(new HttpError(415, requestErrors.unsupportedMediaType), undefined),
      );
    }
    // In this context only: the contract's operations wait their turn; pages and the API reference do not.
    registerAdmission(api, admissionSettings(deps.config, deps.database.kind));
    await api.register(openapiGlue, {
      // The document already read (docs/contract.ts), so the glue does not read and parse the YAML again.
      specification: contract.document,
      prefix: '/api',
      operationResolver: resolveOperations(deps),
      securityHandlers: { bearerAuth: app.bearerAuth },
    });
  });
}
