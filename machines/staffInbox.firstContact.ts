import { LEAD_CONTACT_CHANNEL_LABELS } from '../src/shared/leadInbox';
import type { LeadDetail, LeadListItem } from './staffInbox.rules';

// What the lead drawer says of a lead's first contact (issue 40): how long the customer waited, measured
// from the stored facts (when the lead arrived, when staff first reached them), never from the clock of the
// device reading it.

const MINUTE_MS = 60_000;

/** A wait as staff read it: "under a minute", "4 min", "2 h 5 min", "3 days". */
export function waitText(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / MINUTE_MS);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

export type FirstContactSummary =
  | { contacted: true; text: string }
  /** Nobody has reached the customer; `dueBy` is when someone should have (null when not kept). */
  | { contacted: false; dueBy: string | null };

/** "First contact: called 4 min after it arrived." (and how late it was past `respond_by`), or the wait. */
export function firstContactSummary(lead: LeadDetail): FirstContactSummary {
  const first = lead.first_contact;
  if (!first) return { contacted: false, dueBy: lead.respond_by };
  const at = Date.parse(first.at);
  const waited = waitText(at - Date.parse(lead.created_at));
  const lateMs = lead.respond_by === null ? 0 : at - Date.parse(lead.respond_by);
  const late = lateMs >= MINUTE_MS ? `, ${waitText(lateMs)} later than it was due` : '';
  return {
    contacted: true,
    text: `First contact: ${LEAD_CONTACT_CHANNEL_LABELS[first.channel]} ${waited} after it arrived${late}.`,
  };
}

/** The list row's word on it: "Not contacted", or how long the customer waited ("Answered in 4 min"). */
export function listContactHint(lead: LeadListItem): { contacted: boolean; text: string } {
  if (lead.first_contact_at === null) return { contacted: false, text: 'Not contacted' };
  const waited = Date.parse(lead.first_contact_at) - Date.parse(lead.created_at);
  return { contacted: true, text: `Answered in ${waitText(waited)}` };
}
