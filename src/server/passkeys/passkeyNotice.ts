import { eq } from 'drizzle-orm';
import { passkeyChangedMail } from '../accounts/accountMail';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { enqueueMail } from '../mail/outbox';

/** Queues the added/removed notice in the transaction of the change, as every account notice is. */
export async function queuePasskeyNotice(
  tx: Db,
  userId: string,
  change: 'added' | 'removed',
  passkeyName: string,
  now: Date,
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, firstName: users.first_name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user) await enqueueMail(tx, [passkeyChangedMail(user.email, user.firstName, change, passkeyName, now)]);
}
