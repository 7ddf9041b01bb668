import { eq, isNotNull, sql } from 'drizzle-orm';
import type { components } from '../../api/schema';
import type { Db } from '../db/client';
import { two_factor_secrets, users } from '../db/schema';

/** The user as every account call answers it (`payload` of GET /users/user, sign-in, sign-up, uploads). */
export type UserView = components['schemas']['User'];

/** The URL of a stored profile image (GET /images/{id} of the contract), or null when there is none. */
export function profileImageUrl(imageId: string | null): string | null {
  return imageId ? `/api/images/${imageId}` : null;
}

/** Reads the user's public fields and whether 2FA is on; null when the user does not exist. */
export async function readUser(db: Db, userId: string): Promise<UserView | null> {
  const rows = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      username: users.username,
      profileImageId: users.profile_image_id,
      twofaEnabled: sql<boolean>`${isNotNull(two_factor_secrets.enabled_at)}`,
    })
    .from(users)
    .leftJoin(two_factor_secrets, eq(two_factor_secrets.user_id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    username: row.username,
    profileimg: profileImageUrl(row.profileImageId),
    twofa_enabled: row.twofaEnabled === true,
  };
}

/** readUser for a user that must exist (the caller holds their session or just created them). */
export async function requireUser(db: Db, userId: string): Promise<UserView> {
  const user = await readUser(db, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  return user;
}
