import { desc, eq } from 'drizzle-orm';
import type { components } from '../../api/schema';
import {
  BOOKING_BLOCK_REASON_MAX_LENGTH,
  type BookingBlockKind,
  bookingBlockMessages,
  normalizeBlockValue,
} from '../../shared/bookingBlocks';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { booking_blocks } from '../db/schema';
import { httpError } from '../http/httpError';
import type { StaffMember } from '../staff/staffAccess';

// The staff's block list (issue 38): who may not book a visit. The booking's own check is bookingGuards.ts.

export type BookingBlockView = components['schemas']['BookingBlock'];

const UNIQUE = 'booking_blocks_kind_value';

/** Every block, newest first. */
export async function blockList(db: Db): Promise<BookingBlockView[]> {
  const rows = await db
    .select()
    .from(booking_blocks)
    .orderBy(desc(booking_blocks.created_at), desc(booking_blocks.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    value: row.value,
    reason: row.reason,
    added_by: row.added_by_name,
    created_at: row.created_at.toISOString(),
  }));
}

/** Adds a block, its value normalised; 400 for a value not of its kind, 409 for one listed already. */
export async function addBlock(
  db: Db,
  input: { kind: BookingBlockKind; value: string; reason?: string | undefined },
  by: StaffMember,
): Promise<void> {
  const normalised = normalizeBlockValue(input.kind, input.value);
  if ('error' in normalised) throw httpError(400, normalised.error);
  const reason = (input.reason ?? '').trim();
  if (reason.length > BOOKING_BLOCK_REASON_MAX_LENGTH)
    throw httpError(400, bookingBlockMessages.reasonTooLong);
  try {
    await db.insert(booking_blocks).values({
      kind: input.kind,
      value: normalised.value,
      reason,
      added_by_user_id: by.userId,
      added_by_name: by.name,
    });
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE)) throw httpError(409, bookingBlockMessages.alreadyBlocked);
    throw error;
  }
}

/** Removes a block; 404 when there is none with this id. */
export async function removeBlock(db: Db, id: string): Promise<void> {
  const removed = await db
    .delete(booking_blocks)
    .where(eq(booking_blocks.id, id))
    .returning({ id: booking_blocks.id });
  if (removed.length === 0) throw httpError(404, bookingBlockMessages.notFound);
}
