// The app's two ways into the lead outbox's page-side sender (registerLeadResend.ts), which is imported only
// when needed so that it adds nothing to a page's first load.

const load = () => import('./registerLeadResend');

/** For idle time after the page is live (App.tsx): sends what an earlier visit saved, and listens on. */
export function startLeadResendLater(): Promise<void> {
  return load().then((resend) => resend.startLeadResend());
}

/** The lead forms' `leadSavedOffline` effect: send the lead just saved as soon as the network allows. */
export function resendSavedLeadSoon(): void {
  void load()
    .then((resend) => resend.leadSaved())
    .catch(() => undefined);
}
