import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { lockUser } from '../db/lockUser';
import { type AlertKind, push_subscriptions } from '../db/schema';
import { httpError } from '../http/httpError';
import { pushMessages } from './pushMessages';

/** A device as its owner sees it: never its endpoint or keys. */
export interface DeviceView {
  id: string;
  label: string;
  kinds: AlertKind[];
  created_at: string;
}

export interface DeviceInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  label: string;
  kinds: AlertKind[];
}

/** Devices a staff member may have: a phone, a tablet, a laptop or two, with room to spare (pushMessages). */
export const MAX_DEVICES = 10;

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Browsers hand out https endpoints only; a plain-http one on this machine is a test's own push service,
 * allowed outside production. Anything else would make the server post to an address of the caller's
 * choosing.
 */
export function endpointProblem(endpoint: string, production: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(endpoint);
  } catch {
    return pushMessages.endpointNotHttps;
  }
  if (parsed.username || parsed.password) return pushMessages.endpointNotHttps;
  if (parsed.protocol === 'https:') return undefined;
  if (!production && parsed.protocol === 'http:' && LOCAL_HOSTS.has(parsed.hostname)) return undefined;
  return pushMessages.endpointNotHttps;
}

const view = (row: typeof push_subscriptions.$inferSelect): DeviceView => ({
  id: row.id,
  label: row.label,
  kinds: row.kinds,
  created_at: row.created_at.toISOString(),
});

// The kinds in the contract's order, once each, whatever order the browser sent them in.
const ordered = (kinds: AlertKind[]): AlertKind[] =>
  (['inquiry', 'estimate', 'booking', 'move', 'cancellation', 'escalation'] as const).filter((k) =>
    kinds.includes(k),
  );

export async function listDevices(db: Db, userId: string): Promise<DeviceView[]> {
  const rows = await db
    .select()
    .from(push_subscriptions)
    .where(eq(push_subscriptions.user_id, userId))
    .orderBy(asc(push_subscriptions.created_at), asc(push_subscriptions.id));
  return rows.map(view);
}

/**
 * Saves a device: a new endpoint is a new device (201), a known one is updated (200) and belongs to the
 * caller from then on (a shared browser someone else signed into before). The owner's row is locked so
 * two saves at once cannot pass the device limit together.
 */
export async function saveDevice(
  db: Db,
  userId: string,
  input: DeviceInput,
): Promise<{ created: boolean; device: DeviceView }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const values = {
      user_id: userId,
      p256dh: input.keys.p256dh.replace(/=+$/, ''),
      auth: input.keys.auth.replace(/=+$/, ''),
      label: input.label.trim() || 'This device',
      kinds: ordered(input.kinds),
    };
    const [mine] = await tx
      .update(push_subscriptions)
      .set(values)
      .where(and(eq(push_subscriptions.endpoint, input.endpoint), eq(push_subscriptions.user_id, userId)))
      .returning();
    if (mine) return { created: false, device: view(mine) };
    // A new device, or one another account saved (it moves to the caller): it counts against the limit.
    const [owned] = await tx
      .select({ devices: count() })
      .from(push_subscriptions)
      .where(eq(push_subscriptions.user_id, userId));
    if ((owned?.devices ?? 0) >= MAX_DEVICES) throw httpError(409, pushMessages.tooManyDevices);
    const [moved] = await tx
      .update(push_subscriptions)
      .set(values)
      .where(eq(push_subscriptions.endpoint, input.endpoint))
      .returning();
    if (moved) return { created: false, device: view(moved) };
    const [saved] = await tx
      .insert(push_subscriptions)
      .values({ ...values, endpoint: input.endpoint })
      // Another request saved the same endpoint meanwhile: this one updates it.
      .onConflictDoUpdate({ target: push_subscriptions.endpoint, set: values })
      .returning();
    if (!saved) throw new Error('the device was not saved');
    return { created: true, device: view(saved) };
  });
}

/** Sets a device's kinds; another account's device is as unknown as a missing one (404). */
export async function setDeviceKinds(
  db: Db,
  userId: string,
  id: string,
  kinds: AlertKind[],
): Promise<DeviceView> {
  const [row] = await db
    .update(push_subscriptions)
    .set({ kinds: ordered(kinds) })
    .where(and(eq(push_subscriptions.id, id), eq(push_subscriptions.user_id, userId)))
    .returning();
  if (!row) throw httpError(404, pushMessages.deviceNotFound);
  return view(row);
}

/** Removes a device and its queued alerts (the outbox rows go with it). */
export async function removeDevice(db: Db, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(push_subscriptions)
    .where(and(eq(push_subscriptions.id, id), eq(push_subscriptions.user_id, userId)))
    .returning({ id: push_subscriptions.id });
  if (removed.length === 0) throw httpError(404, pushMessages.deviceNotFound);
}
