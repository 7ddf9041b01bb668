import webPush from 'web-push';
import type { VapidKeys } from '../config/vapidKeys';
import type { AlertPayload } from '../db/schema';

/** A staff device as the push service knows it. */
export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push: delivered, the device gone for good, or a failure (retried unless permanent). */
export type PushResult =
  | { outcome: 'delivered' }
  | { outcome: 'gone'; status: number }
  | { outcome: 'failed'; permanent: boolean; error: string };

export interface PushSenderOptions {
  keys: VapidKeys;
  subject: string;
  /** The longest a push service may take to answer. */
  timeoutMs?: number;
}

// An alert that waited half a day in the push service (the phone was off) is no news any more.
const TTL_SECONDS = 12 * 60 * 60;

/**
 * Sends one alert with the project's own HTTP (fetch): web-push builds the request (VAPID signature,
 * aes128gcm body). The error texts name the answer or the network failure, never the endpoint, whose
 * path is the device's capability.
 */
export function pushSender({ keys, subject, timeoutMs = 10_000 }: PushSenderOptions) {
  return async function send(device: PushDevice, payload: AlertPayload): Promise<PushResult> {
    const request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      { vapidDetails: { subject, ...keys }, TTL: TTL_SECONDS, urgency: 'high' },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        // fetch counts the body itself.
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The answer's body is of no use; read it so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
    } catch (err) {
      return { outcome: 'failed', permanent: false, error: networkError(err) };
    }
    if (response.status >= 200 && response.status < 300) return { outcome: 'delivered' };
    if (response.status === 404 || response.status === 410)
      return { outcome: 'gone', status: response.status };
    // Too many requests, a timeout or the service's own trouble pass; any other refusal (a payload too
    // large, a key the subscription was not made with) would be refused again.
    const passing = response.status === 408 || response.status === 429 || response.status >= 500;
    return { outcome: 'failed', permanent: !passing, error: `push service answered ${response.status}` };
  };
}

function networkError(err: unknown): string {
  if (err instanceof Error && err.name === 'TimeoutError') return 'push service did not answer in time';
  const cause = err instanceof Error ? (err.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : err instanceof Error ? err.name : 'unknown';
  return `could not reach the push service (${code})`;
}
