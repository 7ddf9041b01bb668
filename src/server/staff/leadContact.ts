import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LeadContactChannel } from '../../shared/leadInbox';
import type { Db } from '../db/client';
import { lead_events, leads } from '../db/schema';

// Speed to lead (issue 40) is measured from leads.first_contact_at: the first time staff reached the
// customer, by a logged call, text or e-mail or by the inbox's first status change or note. Resending the
// company's copy is not a contact: that e-mail goes to the company, not to the customer.

/**
 * Makes the history entry `eventId` the lead's first contact, unless it has one. One conditional UPDATE:
 * of two staff members acting at once, the second finds the column set (PostgreSQL re-reads the row after
 * waiting for the first's lock) and changes nothing, so a lead has one first contact and a later status
 * change, even back to 'new', never moves or clears it. Its time is the entry's own, to the microsecond.
 */
export async function markFirstContact(
  tx: Db,
  leadId: string,
  eventId: string,
  channel: LeadContactChannel,
): Promise<void> {
  await tx
    .update(leads)
    .set({
      first_contact_at: sql`(select ${lead_events.created_at} from ${lead_events} where ${lead_events.id} = ${eventId})`,
      first_contact_channel: channel,
    })
    .where(and(eq(leads.id, leadId), isNull(leads.first_contact_at)));
}
