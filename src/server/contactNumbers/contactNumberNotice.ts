import { eq } from 'drizzle-orm';
import type { MessageId } from '../../shared/i18n/catalogs';
import type { Locale } from '../../shared/i18n/locales';
import { formatUsPhone } from '../../shared/phone';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { translate, translatorFor } from '../i18n/translate';
import { renderEmail } from '../mail/layout';
import { enqueueMail } from '../mail/outbox';
import { wantsNotification } from '../notifications/preferences.service';

export type ContactNumberChange = 'added' | 'updated' | 'removed';

export interface NoticeNumber {
  city: string;
  type: string;
  phone_number: string;
}

const SUBJECTS = {
  added: 'mailPhone.added',
  updated: 'mailPhone.updated',
  removed: 'mailPhone.removed',
} as const satisfies Record<ContactNumberChange, MessageId>;

const BODIES = {
  added: 'mailPhone.addedBody',
  updated: 'mailPhone.updatedBody',
  removed: 'mailPhone.removedBody',
} as const satisfies Record<ContactNumberChange, MessageId>;

function describe(n: NoticeNumber, locale: Locale): string {
  const type = locale === 'en' ? n.type : translate(locale, 'phoneNumbers.type', { type: n.type });
  return `${formatUsPhone(n.phone_number)} (${type}${n.city ? `, ${n.city}` : ''})`;
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
    .select({ email: users.email, first_name: users.first_name, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return;
  const t = translatorFor(user.language);
  const subject = t(SUBJECTS[change]);
  const details: Array<[string, string]> =
    change === 'updated' && previous
      ? [
          [t('mailPhone.before'), describe(previous, user.language)],
          [t('mailPhone.now'), describe(number, user.language)],
        ]
      : [[t('mailPhone.number'), describe(number, user.language)]];
  const { text, html } = renderEmail(
    {
      heading: subject,
      paragraphs: [
        t(BODIES[change], { firstName: user.first_name }),
        t('mailPhone.notYou'),
        t('mailPhone.why'),
      ],
      details,
    },
    user.language,
  );
  await enqueueMail(tx, [{ to: user.email, subject, text, html, kind: 'account.phone_number_change' }]);
}
