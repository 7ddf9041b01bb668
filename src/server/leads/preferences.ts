import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { email_notification_preferences } from '../db/schema';

export type LeadConfirmation = 'inquiry_verification' | 'estimate_verification';

/**
 * Whether a signed-in user wants the confirmation e-mail of a lead (Settings > Notifications > Email).
 * A user who never changed a preference has no row, and every preference is on by default.
 */
export async function wantsConfirmation(
  db: Db,
  userId: string,
  preference: LeadConfirmation,
): Promise<boolean> {
  const rows = await db
    .select({ enabled: email_notification_preferences[preference] })
    .from(email_notification_preferences)
    .where(eq(email_notification_preferences.user_id, userId))
    .limit(1);
  return rows[0]?.enabled ?? true;
}
