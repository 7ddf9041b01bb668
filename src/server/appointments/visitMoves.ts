import { and, count, eq, gt, min, or } from 'drizzle-orm';
import { type AppointmentWindow, appointmentMessages, MAX_MOVES_PER_DAY } from '../../shared/appointments';
import type { Db } from '../db/client';
import { appointment_moves } from '../db/schema';
import { RetryLaterError } from '../security/retryLater';

// Every move of a visit (issue 38), kept in the database so that every server process counts the same:
// the manage link's cap of MAX_MOVES_PER_DAY moves in any 24 hours, and the times a visit has had, so a
// move back to one of them e-mails nobody (back and forth is not a way to send invitations).

const DAY_MS = 24 * 60 * 60_000;

export interface VisitTime {
  date: string;
  window: AppointmentWindow;
}

/**
 * A 429 (with when to try again) when the customer's link moved the visit MAX_MOVES_PER_DAY times in the
 * 24 hours before `now`. Called under the appointment's lock, so two moves at once count one after the other.
 */
export async function refuseTooManyMoves(tx: Db, appointmentId: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS);
  const [recent] = await tx
    .select({ n: count(), oldest: min(appointment_moves.moved_at) })
    .from(appointment_moves)
    .where(
      and(
        eq(appointment_moves.appointment_id, appointmentId),
        eq(appointment_moves.moved_by, 'customer'),
        gt(appointment_moves.moved_at, since),
      ),
    );
  if ((recent?.n ?? 0) < MAX_MOVES_PER_DAY) return;
  // A move frees up when the oldest of the day's moves is 24 hours old.
  const freed = (recent?.oldest ?? now).getTime() + DAY_MS;
  throw new RetryLaterError(appointmentMessages.moveLimit, (freed - now.getTime()) / 1000);
}

/** True when the visit was at `time` before (the first booking's time included, as the first move's "from"). */
export async function hadTime(tx: Db, appointmentId: string, time: VisitTime): Promise<boolean> {
  const [found] = await tx
    .select({ id: appointment_moves.id })
    .from(appointment_moves)
    .where(
      and(
        eq(appointment_moves.appointment_id, appointmentId),
        or(
          and(eq(appointment_moves.from_date, time.date), eq(appointment_moves.from_window, time.window)),
          and(eq(appointment_moves.to_date, time.date), eq(appointment_moves.to_window, time.window)),
        ),
      ),
    )
    .limit(1);
  return found !== undefined;
}

export async function recordMove(
  tx: Db,
  move: { appointmentId: string; from: VisitTime; to: VisitTime; by: 'customer' | 'staff'; at: Date },
): Promise<void> {
  await tx.insert(appointment_moves).values({
    appointment_id: move.appointmentId,
    from_date: move.from.date,
    from_window: move.from.window,
    to_date: move.to.date,
    to_window: move.to.window,
    moved_by: move.by,
    moved_at: move.at,
  });
}
