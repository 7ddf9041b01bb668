import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inquiries, inquiry_items, users } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { wantsNotification } from '../notifications/preferences.service';
import { inquiryEmails } from './leadEmails';
import type { LeadContext } from './serviceRequests.service';

export interface InquiryInput {
  name: string;
  email: string;
  /** 10 digits. */
  phone: string;
  products: Array<{ name: string; message: string }>;
  /** The signed-in sender, if any. */
  userId: string | null;
}

/**
 * Stores an inquiry with its products in list order and queues the company's copy and the visitor's
 * confirmation (for a signed-in sender only if their inquiry_verification notification is on).
 */
export function submitInquiry(db: Db, input: InquiryInput, context: LeadContext): Promise<string> {
  return db.transaction(async (tx) => {
    let username: string | undefined;
    let confirm = true;
    if (input.userId) {
      const [user] = await tx
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, input.userId))
        .limit(1);
      username = user?.username;
      confirm = await wantsNotification(tx, input.userId, 'inquiry_verification');
    }
    const [row] = await tx
      .insert(inquiries)
      .values({ name: input.name, email: input.email, phone: input.phone, user_id: input.userId })
      .returning({ id: inquiries.id, created_at: inquiries.created_at });
    if (!row) throw new Error('insert into inquiries returned no row');
    await tx
      .insert(inquiry_items)
      .values(input.products.map((p, position) => ({ inquiry_id: row.id, position, ...p })));
    const lead = { ...input, id: row.id, receivedAt: row.created_at, username };
    await enqueueMail(tx, inquiryEmails(lead, context.companyEmail, confirm));
    return row.id;
  });
}
