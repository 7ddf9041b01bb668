import { eq } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';

/**
 * Queues a security notice to the account's owner in the transaction of the change it reports, as every
 * account notice is; `mail` builds it from the account's language (issue 39), address and first name (2FA
 * on or off, passkey added or removed).
 */
export async function queueAccountNotice(
  tx: Db,
  userId: string,
  mail: (locale: Locale, to: string, firstName: string) => OutgoingMail,
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, firstName: users.first_name, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user) await enqueueMail(tx, [mail(user.language, user.email, user.firstName)]);
}
