import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { type Message, msg } from '../../shared/i18n/message';
import { IDEMPOTENCY_TEXTS } from '../../shared/idempotencyRules';

/** The contract's header parameters, each with one text for whatever is wrong with it (its rule in src/shared). */
const HEADER_TEXTS = new Map([['idempotency-key', IDEMPOTENCY_TEXTS.invalidKey]]);

/**
 * Turns the first ajv error of a rejected request into one sentence a person can act on, in the request's
 * language once the error handler translates it (src/shared/i18n/<locale>/errors.json, `validation.*`).
 * Field names are the contract's and stay as they are in every language; an unknown field's name is the
 * client's input, and answers never repeat input.
 */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): Message {
  const first = errors[0];
  if (!first) return msg('request.invalid');
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = path || context || 'request';
  const headerText = context === 'headers' ? HEADER_TEXTS.get(path) : undefined;
  if (headerText) return headerText;
  const limit = String(params.limit);
  switch (first.keyword) {
    case 'required':
      return msg('validation.required', {
        field: `${path ? `${path}.` : ''}${String(params.missingProperty)}`,
      });
    case 'additionalProperties':
      return path ? msg('validation.fieldNotTaken', { field: path }) : msg('validation.unknownField');
    case 'format':
      return params.format === 'email'
        ? msg('validation.email', { field })
        : msg('validation.format', { field, format: String(params.format) });
    case 'minLength':
      return Number(params.limit) === 1
        ? msg('validation.notEmpty', { field })
        : msg('validation.minLength', { field, limit });
    case 'maxLength':
      return msg('validation.maxLength', { field, limit });
    case 'enum':
      return msg('validation.oneOf', {
        field,
        values: (params.allowedValues as unknown[]).filter((v) => v !== null && v !== '').join(', '),
      });
    case 'pattern':
      return msg('validation.pattern', { field });
    case 'type':
      return msg('validation.type', { field, type: String(params.type) });
    case 'minimum':
    case 'maximum':
      return msg('validation.range', { field });
    case 'maxItems':
      return msg('validation.maxItems', { field, limit: Number(params.limit) });
    case 'minItems':
      return msg('validation.minItems', { field, limit: Number(params.limit) });
    default:
      // ajv's own words (English): the Spanish text says the field is not valid and quotes them.
      return msg('validation.other', { field, problem: first.message ?? 'is not valid' });
  }
}
