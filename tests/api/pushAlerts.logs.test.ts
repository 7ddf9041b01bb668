import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest, randomPrivateIp, signUpUser, uniqueEmail } from '../helpers/accounts';
import { PushService } from '../helpers/pushService';
import { eventually, pushesSettled, vapidPublicKey } from '../helpers/pushServiceSuite';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signInWithCode, turnTwoFactorOn } from '../helpers/twoFactorFlow';

// Every log line kept (trace) while a device is saved and alerts are pushed, retried, given up on and
// refused as gone: none may show a device's endpoint (a capability to write to it), its keys, or the
// server's VAPID private key.
const lines: string[] = [];
const smtp = new SmtpReceiver();
const staffEmail = uniqueEmail();
let server: TestServer;
const service = new PushService(() => vapidPublicKey(server));

beforeAll(async () => {
  await smtp.start();
  server = await startTestServer(
    { LOG_LEVEL: 'trace', SMTP_URL: smtp.url, TRUST_PROXY: 'true', STAFF_EMAILS: staffEmail },
    { logDestination: { write: (line) => lines.push(line) } },
  );
  await service.start();
});

afterAll(async () => {
  await server?.close();
  await service.stop();
  await smtp.stop();
});

async function inquiry(): Promise<void> {
  const res = await server.fetch(
    '/api/email/inquiry',
    jsonRequest(
      'POST',
      {
        name: 'Maria Lopez',
        email: uniqueEmail(),
        phone: '4075550142',
        products: [{ name: 'Standby Propane', message: 'Hello.' }],
      },
      { ip: randomPrivateIp() },
    ),
  );
  expect(res.status).toBe(201);
}

describe('staff alert logs', () => {
  it('name devices by id only, through saving, pushing, retrying, giving up and forgetting', async () => {
    const account = await signUpUser(server, smtp, { email: staffEmail });
    const { secret } = await turnTwoFactorOn(server, account);
    const { token } = await signInWithCode(server, account, secret);
    const save = async (device: ReturnType<PushService['device']>) => {
      const res = await server.fetch(
        '/api/staff/push/subscriptions',
        jsonRequest(
          'POST',
          { ...device.subscription, label: 'Phone', kinds: ['inquiry'] },
          { token, ip: randomPrivateIp() },
        ),
      );
      expect(res.status).toBe(201);
    };
    const [ok, failing, gone] = [service.device(), service.device(), service.device()];
    for (const device of [ok, failing, gone]) await save(device);
    service.answerDevice(failing, 503);
    service.answerDevice(gone, 410);
    await inquiry();
    await eventually(() => service.receivedBy(ok).length === 1);
    await pushesSettled(server);
    let at = Date.now();
    for (let round = 0; round < 9; round += 1) {
      at += 2 * 3_600_000;
      await server.app.pushWorker.drain(new Date(at));
    }

    const log = lines.join('\n');
    for (const phrase of ['staff alert pushed', 'will retry', 'not retried any more', 'subscription gone']) {
      expect(log).toContain(phrase);
    }
    const keys = server.config.vapidKeys;
    if (!keys) throw new Error('no VAPID keys');
    for (const device of [ok, failing, gone]) {
      expect(log).not.toContain(device.id);
      expect(log).not.toContain(device.subscription.keys.p256dh);
      expect(log).not.toContain(device.subscription.keys.auth);
    }
    expect(log).not.toContain(keys.privateKey);
  });
});
