// Reading an API failure for the user. The generated client throws errors carrying the status and the
// parsed body (`{ error }` per the contract); anything else (network down, a bug) has neither.

interface FailureShape {
  status?: unknown;
  body?: unknown;
  message?: unknown;
}

function shape(error: unknown): FailureShape {
  return typeof error === 'object' && error !== null ? (error as FailureShape) : {};
}

/** The server's `error` text, or `fallback` when the failure carries none (SPEC 8: "server error, or ..."). */
export function serverErrorText(error: unknown, fallback: string): string {
  const { body } = shape(error);
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const text = (body as { error: unknown }).error;
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  if (typeof body === 'string' && body.trim() !== '') return body;
  return fallback;
}

/** The failure's own message (server text, else status text, else the exception's message). */
export function failureMessage(error: unknown): string {
  const { message } = shape(error);
  return serverErrorText(error, typeof message === 'string' && message !== '' ? message : 'Unknown error');
}

/** The HTTP status of a failure, or undefined when no answer came (network error). */
export function failureStatus(error: unknown): number | undefined {
  const { status } = shape(error);
  return typeof status === 'number' ? status : undefined;
}
