import type { MessageId } from './catalogs';

// What machines, shared rules and server services hold instead of a sentence (issue 39): the message's id
// and the values its placeholders take. The view (src/web/i18n) or the server (src/server/i18n) turns it
// into text in the page's or the request's language.

export type MessageValue = string | number | Date;
export type MessageValues = Readonly<Record<string, MessageValue>>;

export interface Message {
  readonly id: MessageId;
  readonly values?: MessageValues;
}

/** A message descriptor: `msg('signIn.missingFields')`, `msg('signUp.usernameTooLong', { length })`. */
export function msg(id: MessageId, values?: MessageValues): Message {
  return values === undefined ? { id } : { id, values };
}

/**
 * A text that is already in the reader's language (the server's `error` of a refused call, which the
 * server wrote in the request's language): shown as it is, through the catalogs' `common.text`.
 */
export function verbatim(text: string): Message {
  return { id: 'common.text', values: { text } };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}
