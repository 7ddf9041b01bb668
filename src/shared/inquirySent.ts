import { type Message, msg } from './i18n/message';

// Apart from responseTimeTexts.ts, which formats Florida times: the inquiry list's machine runs on every
// page, and this is all of the call expectation it needs (the server has already worded the rest).

/**
 * The toast of an inquiry just sent: "Inquiry sent successfully." and when the company will call; the plain
 * text for an answer stored under an Idempotency-Key before issue 40 (kept a day), which has no expectation.
 */
export function inquirySentMessage(callExpectation: string | undefined): Message {
  return callExpectation === undefined
    ? msg('inquiry.sent')
    : msg('inquiry.sentCall', { call: callExpectation });
}
