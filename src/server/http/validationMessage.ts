import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { IDEMPOTENCY_TEXTS } from '../../shared/idempotencyRules';

const entries = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

/** An unknown field's name is the client's input, and answers never repeat input; the contract lists the fields. */
const UNKNOWN_FIELD = 'The request has a field this call does not take.';

/** The contract's header parameters, each with one text for whatever is wrong with it (its rule in src/shared). */
const HEADER_TEXTS = new Map([['idempotency-key', IDEMPOTENCY_TEXTS.invalidKey]]);

/** Turns the first ajv error of a rejected request into one sentence a person can act on. */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const first = errors[0];
  if (!first) return 'The request is not valid.';
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = path || context || 'request';
  const headerText = context === 'headers' ? HEADER_TEXTS.get(path) : undefined;
  if (headerText) return headerText;
  switch (first.keyword) {
    case 'required':
      return `${path ? `${path}.` : ''}${String(params.missingProperty)} is required.`;
    case 'additionalProperties':
      return path ? `${path} has a field it does not take.` : UNKNOWN_FIELD;
    case 'format':
      return params.format === 'email'
        ? `${field} must be a valid e-mail address.`
        : `${field} must be a valid ${String(params.format)}.`;
    case 'minLength':
      return Number(params.limit) === 1
        ? `${field} must not be empty.`
        : `${field} must be at least ${String(params.limit)} characters long.`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters long.`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[])
        .filter((v) => v !== null && v !== '')
        .join(', ')}.`;
    case 'pattern':
      return `${field} has an invalid format.`;
    case 'type':
      return `${field} must be of type ${String(params.type)}.`;
    case 'minimum':
    case 'maximum':
      return `${field} is out of range.`;
    case 'maxItems':
      return `${field} must have at most ${entries(Number(params.limit))}.`;
    case 'minItems':
      return `${field} must have at least ${entries(Number(params.limit))}.`;
    default:
      return `${field} ${first.message ?? 'is not valid'}.`;
  }
}
