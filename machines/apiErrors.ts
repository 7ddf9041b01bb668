// What the account machines read from a failed call. The web layer's actors reject with the API client's
// ApiError (message = the server's `error` text, status = the HTTP status); anything else is a network
// failure or a bug, which has no status and maybe no message.

/** The error's text, or '' when it has none. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message.trim();
  if (typeof error === 'string') return error.trim();
  return '';
}

/** The HTTP status of a failed call, when the server answered. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}
