import { eq } from 'drizzle-orm';
import {
  type EmailNotificationKey,
  type EmailNotificationPrefs,
  LOCKED_NOTIFICATION,
} from '../../shared/emailNotificationPrefs';
import type { Db } from '../db/client';
import { email_notification_preferences as prefs } from '../db/schema';

/** Every preference but password_change, which is always on (SPEC 2): its owner must hear of it. */
export type ChangeableNotification = Exclude<EmailNotificationKey, 'password_change'>;

export function isChangeableNotification(key: EmailNotificationKey): key is ChangeableNotification {
  return key !== LOCKED_NOTIFICATION;
}

const columns = {
  password_change: prefs.password_change,
  inquiry_verification: prefs.inquiry_verification,
  estimate_verification: prefs.estimate_verification,
  phone_number_change: prefs.phone_number_change,
};

/**
 * The user's preferences. Sign-up creates the row; a user without one (created before, or by a fixture)
 * gets the defaults (all on) written now, so that reads and updates always meet a row.
 */
export async function getPreferences(db: Db, userId: string): Promise<EmailNotificationPrefs> {
  await db.insert(prefs).values({ user_id: userId }).onConflictDoNothing({ target: prefs.user_id });
  const [row] = await db.select(columns).from(prefs).where(eq(prefs.user_id, userId)).limit(1);
  if (!row) throw new Error('notification preferences row missing right after its upsert');
  return row;
}

/** Sets one changeable preference and answers all four. */
export async function setPreference(
  db: Db,
  userId: string,
  key: ChangeableNotification,
  value: boolean,
): Promise<EmailNotificationPrefs> {
  const [row] = await db
    .insert(prefs)
    .values({ user_id: userId, [key]: value })
    .onConflictDoUpdate({ target: prefs.user_id, set: { [key]: value, updated_at: new Date() } })
    .returning(columns);
  if (!row) throw new Error('notification preferences upsert returned no row');
  return row;
}

/**
 * Whether the user wants e-mail of this kind. For use inside the transaction of the write that would send
 * it; a missing row means the defaults, which are all on.
 */
export async function wantsNotification(db: Db, userId: string, key: EmailNotificationKey): Promise<boolean> {
  if (!isChangeableNotification(key)) return true;
  const [row] = await db.select(columns).from(prefs).where(eq(prefs.user_id, userId)).limit(1);
  return row ? row[key] : true;
}
