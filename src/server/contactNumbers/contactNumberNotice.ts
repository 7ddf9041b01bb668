import { eq } from 'drizzle-orm';
import { formatUsPhone } from '../../shared/phone';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { renderEmail } from '../mail/layout';
import { enqueueMail } from '../mail/outbox';
import { wantsNotification } from '../notifications/preferences.service';

export type ContactNumberChange = 'added' | 'updated' | 'removed';

export interface NoticeNumber {
  city: string;
  type: string;
  phone_number: string;
}

const SUBJECTS: Record<ContactNumberChange, string> = {
  added: 'A phone number was added to your account',
  updated: 'A phone number on your account was changed',
  removed: 'A phone number was removed from your account',
};

function describe(n: NoticeNumber): string {
  return `${formatUsPhone(n.phone_number)} (${n.type}${n.city ? `, ${n.city}` : ''})`;
}

/**
 * Queues the short notice of a phone number change when the user's phone_number_change preference is on.
 * Runs inside the change's transaction, so the notice exists exactly when the change does.
 */
export async function queueContactNumberNotice(
  tx: Db,
  userId: string,
  change: ContactNumberChange,
  number: NoticeNumber,
  previous?: NoticeNumber,
): Promise<void> {
  if (!(await wantsNotification(tx, userId, 'phone_number_change'))) return;
  const [user] = await tx
    .select({ email: users.email, first_name: users.first_name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return;
  const details: Array<[string, string]> =
    change === 'updated' && previous
      ? [
          ['Before', describe(previous)],
          ['Now', describe(number)],
        ]
      : [['Number', describe(number)]];
  const { text, html } = renderEmail({
    heading: SUBJECTS[change],
    paragraphs: [
      `Hello ${user.first_name}, ${SUBJECTS[change].toLowerCase()} in its settings.`,
      'If this was not you, change your password and end your other sessions under Settings.',
      'You get this notice because phone number change e-mails are on; you can turn them off under Settings, Notifications.',
    ],
    details,
  });
  await enqueueMail(tx, [
    { to: user.email, subject: SUBJECTS[change], text, html, kind: 'account.phone_number_change' },
  ]);
}
