import type { Message } from '../../shared/i18n/message';
import { translate } from '../i18n/translate';

/**
 * An error whose text is safe to show the caller; handlers throw it, the error handler answers with it.
 * A Message is answered in the request's language (issue 39); a plain string as it is. `message` is the
 * English text, for logs.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly text: Message | string;

  constructor(statusCode: number, text: Message | string) {
    super(typeof text === 'string' ? text : translate('en', text));
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.text = text;
  }
}

export function httpError(statusCode: number, text: Message | string): HttpError {
  return new HttpError(statusCode, text);
}
