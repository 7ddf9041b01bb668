import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

/**
 * Serialises one user's writes inside `tx` (the user's row, FOR UPDATE), so that two concurrent additions
 * cannot both pass a per-user limit check (phone numbers, passkeys).
 */
export async function lockUser(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
