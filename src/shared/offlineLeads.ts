// What a visitor reads about a lead kept on their phone while the network is away (issue 29), written once
// for the forms (machines), the page that later sends it (src/web/offline) and its tests.

export const offlineLeadTexts = {
  /** Under the form's button once the lead is in the phone's outbox (the text). */
  saved: "Saved on this phone: we'll send it as soon as you're back online",
  /**
   * A signed-in visitor's lead is not kept offline: sending it later would need their session token kept on
   * the phone outside its cookie (README Decisions: "Leads written offline are kept").
   */
  signedInOffline: "You're offline. Please send this again once you're back online.",
  /** The toast once the outbox has sent what was saved. */
  sent: (count: number) =>
    count === 1 ? 'Your saved request was sent.' : `Your ${count} saved requests were sent.`,
  /** The toast, on the next visit, for a saved lead the server refused, with the server's reason if any. */
  refused: (reason: string) =>
    reason.trim() === ''
      ? 'Your saved request could not be sent. Please send it again.'
      : `Your saved request could not be sent: ${reason.trim().replace(/\.$/, '')}. Please send it again.`,
} as const;
