import { SERVER_BUSY_TEXT } from '../../shared/serverBusy';

/** The body of every non-2xx answer (openapi.yaml `Error`). */
export function errorBody(message: string): { error: string } {
  return { error: message };
}

// The answers to requests refused before any handler runs. None repeats what the client sent beyond the
// name of a field of the contract.
export const requestErrors = {
  unsupportedMediaType: 'Unsupported content type.',
  mediaTypeExpected: (types: readonly string[]) => `Unsupported content type: send ${types.join(' or ')}.`,
  noBodyTaken: 'This call takes no request body.',
  bodyMissing: 'The request body is empty.',
  invalidJson: 'The request body is not valid JSON.',
  nestedTooDeep: (limit: number) =>
    `The request body nests arrays and objects too deeply: at most ${limit} levels are accepted.`,
  bodyTooLarge: 'The request body is too large.',
  invalidContentLength: 'The request has an invalid content length.',
  invalid: 'The request is not valid.',
  notFound: 'Not found',
  methodNotAllowed: 'This address does not accept that method.',
  controlCharacter: (field: string) => `${field} contains a control character or an invalid character.`,
  invisibleCharacter: (field: string) =>
    `${field} contains an invisible character or a text-direction override, which is not accepted here.`,
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  busy: SERVER_BUSY_TEXT,
  internal: 'Something went wrong on our side. Please try again later.',
} as const;
