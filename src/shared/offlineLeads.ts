import { type Message, msg } from './i18n/message';

// What a visitor reads about a lead kept on their phone while the network is away (issue 29), written once
// for the forms (machines), the page that later sends it (src/web/offline) and its tests. Messages of the
// 'leads' namespace (issue 39; `sent` and `refused`: 'resend', loaded with the sender), shown in the page's
// language.

export const offlineLeadTexts = {
  /** Under the form's button once the lead is in the phone's outbox (the text). */
  saved: msg('offlineLead.saved'),
  /**
   * A signed-in visitor's lead is not kept offline: sending it later would need their session token kept on
   * the phone outside its cookie (docs/decisions/132-leads-written-offline-are-kept-issue-29.md).
   */
  signedInOffline: msg('offlineLead.signedInOffline'),
  /** The toast once the outbox has sent what was saved. */
  sent: (count: number): Message => msg('offlineLead.sent', { count }),
  /** The toast, on the next visit, for a saved lead the server refused, with the server's reason if any. */
  refused: (reason: string): Message =>
    reason.trim() === ''
      ? msg('offlineLead.refused')
      : msg('offlineLead.refusedReason', { reason: reason.trim().replace(/\.$/, '') }),
} as const;
