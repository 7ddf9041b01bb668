import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { images, users } from '../db/schema';
import { OUTPUT_CONTENT_TYPE } from './imageRules';

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/**
 * Stores an already normalised image as the user's profile image and deletes the one it replaces. The
 * user's row is locked first, so two uploads at once cannot both keep their image: the second one to
 * commit sees (and deletes) the first. `onStored` runs in the same transaction with the new image's id
 * (the upload's answer is read and stored there), and its failure undoes the upload.
 */
export async function replaceProfileImage(
  db: Db,
  userId: string,
  webp: Buffer,
  onStored?: (tx: Db, imageId: string) => Promise<void>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ previous: users.profile_image_id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new Error(`user ${userId} vanished during an upload`);
    const [image] = await tx
      .insert(images)
      .values({
        owner_user_id: userId,
        content_type: OUTPUT_CONTENT_TYPE,
        bytes: webp,
        byte_size: webp.length,
      })
      .returning({ id: images.id });
    if (!image) throw new Error('image insert returned no row');
    await tx.update(users).set({ profile_image_id: image.id }).where(eq(users.id, userId));
    if (user.previous) await tx.delete(images).where(eq(images.id, user.previous));
    await onStored?.(tx, image.id);
    return image.id;
  });
}

export async function findImage(db: Db, id: string): Promise<StoredImage | null> {
  const [row] = await db
    .select({ contentType: images.content_type, bytes: images.bytes })
    .from(images)
    .where(eq(images.id, id))
    .limit(1);
  return row ?? null;
}

/** Whether the image still exists, without reading its bytes (for conditional requests). */
export async function imageExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: images.id }).from(images).where(eq(images.id, id)).limit(1);
  return rows.length > 0;
}
