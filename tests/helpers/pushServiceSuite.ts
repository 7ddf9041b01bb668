import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { components } from '../../src/api/schema';
import type { AlertKind } from '../../src/server/db/schema';
import type { FakeDevice, PushService, ReceivedPush } from './pushService';
import type { StaffSuite } from './staffSuite';
import type { TestServer } from './testServer';

// The staff alert suites' steps: saving a device through the API, and waiting for the push worker.

export type PushDeviceView = components['schemas']['PushSubscription'];
export const ALL_KINDS: AlertKind[] = [
  'inquiry',
  'estimate',
  'booking',
  'move',
  'cancellation',
  'escalation',
];

/** The server's VAPID public key, once it has started. */
export function vapidPublicKey(server: TestServer): string {
  const keys = server.config.vapidKeys;
  if (!keys) throw new Error('the server has no VAPID keys');
  return keys.publicKey;
}

/** A new device of `service` saved for the suite's staff member with `kinds`; answers its id. */
export async function subscribe(
  suite: StaffSuite,
  service: PushService,
  kinds: AlertKind[] = ALL_KINDS,
  label = 'Test phone',
): Promise<FakeDevice & { subscriptionId: string }> {
  const device = service.device();
  const res = await suite.call<{ subscription: PushDeviceView }>('POST', '/push/subscriptions', {
    body: { ...device.subscription, label, kinds },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...device, subscriptionId: res.body.subscription.id };
}

/** Waits (polling, at most `timeoutMs`) until `check` holds. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until the push outbox has nothing in hand or due now (retries scheduled later do not count). */
export async function pushesSettled(server: TestServer): Promise<void> {
  await eventually(async () => {
    const result = await server.database.db.execute<{ busy: number }>(
      sql`select count(*)::int as busy from push_outbox
        where status = 'sending' or (status = 'pending' and next_attempt_at <= now())`,
    );
    return (result.rows[0]?.busy ?? 0) === 0;
  });
}

/** The pushes a device received about one lead. */
export function pushesAbout(service: PushService, device: FakeDevice, leadId: string): ReceivedPush[] {
  return service
    .receivedBy(device)
    .filter((push) => (push.payload as { lead_id?: string }).lead_id === leadId);
}
