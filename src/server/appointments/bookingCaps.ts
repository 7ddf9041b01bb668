import { appointmentMessages } from '../../shared/appointments';
import type { Db } from '../db/client';
import type { AccountKeys } from '../security/keys';
import { RetryLaterError } from '../security/retryLater';
import { lockedForSeconds, recordHit, type ThrottlePolicy, throttleKey } from '../security/throttle';

// One client cannot hold the calendar (issue 38): each customer booking that holds or books a window is
// counted per client address, and each hold (it e-mails a code) per e-mail address, in auth_throttles
// like the sign-in limits, so every server process shares the count. The keys are HMACs: the table holds
// neither an IP address nor an e-mail address.

const DAY_MS = 24 * 60 * 60_000;

/** Holds and bookings per client address: 3 a day, then refused for a day. */
export const BOOKINGS_PER_CLIENT: ThrottlePolicy = {
  purpose: 'booking-client',
  maxHits: 3,
  windowMs: DAY_MS,
  lockMs: DAY_MS,
};

/** Holds (each e-mails a code) per e-mail address: 5 a day. */
export const HOLDS_PER_ADDRESS: ThrottlePolicy = {
  purpose: 'booking-address',
  maxHits: 5,
  windowMs: DAY_MS,
  lockMs: DAY_MS,
};

export interface BookingCounter {
  /** Refuses (429) while the client's count is used up. */
  check(): Promise<void>;
  /** Counts one hold or booking that was made (with the root database, after it committed). */
  count(email: string | null): Promise<void>;
  /** Refuses (429) while the address's holds for the day are used up; read in the booking's `tx`. */
  checkAddress(tx: Db, email: string): Promise<void>;
}

export function bookingCounter(db: Db, keys: AccountKeys, clientIp: string, now: Date): BookingCounter {
  const clientKey = throttleKey(keys, BOOKINGS_PER_CLIENT, clientIp);
  const refuse = async (reader: Db, key: string) => {
    const locked = await lockedForSeconds(reader, key, now);
    if (locked > 0) throw new RetryLaterError(appointmentMessages.tooManyBookings, locked);
  };
  return {
    check: () => refuse(db, clientKey),
    checkAddress: (tx, email) => refuse(tx, throttleKey(keys, HOLDS_PER_ADDRESS, email)),
    async count(email) {
      await recordHit(db, clientKey, BOOKINGS_PER_CLIENT, now);
      if (email !== null)
        await recordHit(db, throttleKey(keys, HOLDS_PER_ADDRESS, email), HOLDS_PER_ADDRESS, now);
    },
  };
}
