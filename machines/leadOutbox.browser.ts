import { fromPromise } from 'xstate';
import { readAuthToken } from '../src/api/cookies';
import type { LeadDraft } from '../src/api/offline/savedLeads';

// The browser's side of keeping a lead on the phone (issue 29), in the pattern of passkeyBrowser.ts: named in
// the lead forms' `setup` and swapped for doubles in tests. The outbox (IndexedDB) is imported when a lead is
// first saved; the page has usually loaded it already at idle time (src/web/offline/registerLeadResend.ts),
// so it is there when the network is not.

/**
 * Keeps the lead in the phone's outbox; rejects when the phone cannot store it (private mode, full), or when
 * a session token is present after all (signed in since the form was made): the outbox sends anonymously, so
 * a signed-in lead is not kept (docs/decisions/132-leads-written-offline-are-kept-issue-29.md), and the form
 * retries as before.
 */
export const saveLeadOffline = fromPromise<void, LeadDraft>(async ({ input }) => {
  if (readAuthToken() !== null) throw new Error('signed in: a lead is not kept offline');
  const { saveLeadDraft } = await import('../src/api/offline/leadOutbox');
  await saveLeadDraft(input);
});

/** The browser knows it has no network (`navigator.onLine` is false; true proves nothing, so it is not read). */
export const browserIsOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** What a form asks of the page once a lead is saved: send it as soon as the network allows. */
export type LeadSavedEffect = { type: 'leadSavedOffline' };
