import { LEAD_LIMITS } from './leadInbox';

// The lead inbox's texts (issue 13), for the staff calls and the /staff page. Apart from the shared
// `messages` so that no public page downloads them: every page's first load carries `messages`.

export const staffMessages = {
  /** Staff calls need two-factor authentication on (issue 13); the /staff page shows this text as it is. */
  twoFactorRequired: 'Turn on two-factor authentication (Settings, Two Factor Auth) to use the lead inbox.',
  /**
   * Staff calls need a session that passed a second factor or a passkey (issue 26): a session signed in with
   * the password alone (or made before this rule) is refused with this text, which the /staff page shows.
   */
  strongSignInRequired: 'Sign in again with your authentication code (or a passkey) to open the lead inbox.',
  staffOnly: 'The lead inbox is for company staff only.',
  leadNotFound: 'Lead not found.',
  badCursor: 'This page link is out of date. Please start again from the first page.',
  emptyUpdate: 'Choose a new status or write a note.',
  resendWaiting: 'The company e-mail of this lead is still waiting to be sent.',
  // The /staff page (issue 13).
  searchTooShort: 'Type at least 3 characters to search.',
  noLeads: 'No leads match these filters.',
  noteRequired: 'Write a note before adding it.',
  noteTooLong: `A note can be at most ${LEAD_LIMITS.noteMaxLength} characters.`,
  noteAdded: 'Note added.',
  statusSet: (label: string) => `Status set to ${label}.`,
  resent: 'The company e-mail of this lead was queued again.',
  /** A logged contact (issue 40), named by its channel's label: "Logged: called." */
  contactLogged: (label: string) => `Logged: ${label}.`,
  newLeads: (count: number) => (count === 1 ? '1 new lead arrived.' : `${count} new leads arrived.`),
  exported: (fileName: string) => `Downloaded ${fileName}.`,
} as const;
