import type { LoggedContactChannel } from '../../shared/leadInbox';
import type { Db } from '../db/client';
import { lead_events } from '../db/schema';
import { actorColumns, lockLead } from './leadChanges';
import { markFirstContact } from './leadContact';
import type { StaffMember } from './staffAccess';

/**
 * Logs one call, text or e-mail to the lead's customer (POST /staff/leads/{id}/contacts): a 'contact'
 * entry in its history, which becomes the first contact if nobody had reached the customer. The lead's
 * row is locked first, as for the inbox's other changes, so the history's order is the order of the taps;
 * 404 for an unknown lead. The status is not touched: a call may reach a voicemail, staff set it.
 */
export function logContact(
  db: Db,
  id: string,
  channel: LoggedContactChannel,
  staff: StaffMember,
): Promise<void> {
  return db.transaction(async (tx) => {
    await lockLead(tx, id);
    const [event] = await tx
      .insert(lead_events)
      .values({ lead_id: id, action: 'contact', channel, ...actorColumns(staff) })
      .returning({ id: lead_events.id });
    if (!event) throw new Error(`no history entry written for lead ${id}`);
    await markFirstContact(tx, id, event.id, channel);
  });
}
