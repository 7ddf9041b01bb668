import { serverMessage } from '../src/shared/apiErrors';
import { type Message, verbatim } from '../src/shared/i18n/message';

// What a lead or booking flow shows for a failed call (issue 39): the server's own text, which it wrote in
// the page's language (the client sends it as Accept-Language), or the flow's Message when no answer came.

/** The server's text of a refused call as a Message, or `fallback` when there is none (network down, a bug). */
export function refusalMessage(error: unknown, fallback: Message): Message {
  const text = serverMessage(error, '');
  return text === '' ? fallback : verbatim(text);
}
