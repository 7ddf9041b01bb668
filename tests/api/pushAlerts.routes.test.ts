import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config/config';
import { resolveVapidKeys } from '../../src/server/config/vapidKeys';
import { staffMessages } from '../../src/shared/staffMessages';
import { signUpUser } from '../helpers/accounts';
import { PushService } from '../helpers/pushService';
import { type PushDeviceView, subscribe, vapidPublicKey } from '../helpers/pushServiceSuite';
import { OTHER_STAFF_EMAILS, setUpStaffSuite } from '../helpers/staffSuite';
import { signInWithCode, turnTwoFactorOn } from '../helpers/twoFactorFlow';

// The staff alert devices' calls (issue 40): the inbox's access rule, the contract's validation, the
// per-member limit, and the VAPID keys they hand out.
const suite = setUpStaffSuite();
const { call } = suite;
const service = new PushService(() => vapidPublicKey(suite.server()));

beforeAll(() => service.start());
afterAll(() => service.stop());

type List = { subscriptions: PushDeviceView[] };
const p256dh = () => service.device().subscription.keys.p256dh;
const valid = (endpoint: string) => ({
  endpoint,
  keys: { p256dh: p256dh(), auth: 'tBHItJI5svbpez7KI4CCXg' },
  label: 'Phone',
  kinds: ['inquiry'],
});

describe('who may manage alert devices', () => {
  const calls = (id: string): Array<[string, string, unknown?]> => [
    ['GET', '/push/key'],
    ['GET', '/push/subscriptions'],
    ['POST', '/push/subscriptions', valid('https://push.example.com/x')],
    ['PATCH', `/push/subscriptions/${id}`, { kinds: ['booking'] }],
    ['DELETE', `/push/subscriptions/${id}`],
  ];

  it('answers 401 without a session and 403 to a customer, even with 2FA', async () => {
    const customer = await signUpUser(suite.server(), suite.receiver);
    await turnTwoFactorOn(suite.server(), customer);
    for (const [method, url, body] of calls(randomUUID())) {
      expect([method, url, (await call(method, url, { token: null, body })).status]).toEqual([
        method,
        url,
        401,
      ]);
      const refused = await call(method, url, { token: customer.token, body });
      expect([method, url, refused.status, refused.body]).toEqual([
        method,
        url,
        403,
        { error: staffMessages.staffOnly },
      ]);
    }
  });

  it("keeps each staff member's devices their own: another's id is a 404", async () => {
    const device = await subscribe(suite, service, ['inquiry']);
    const list = await call<List>('GET', '/push/subscriptions');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const mine = list.body.subscriptions.find((entry) => entry.id === device.subscriptionId);
    expect(mine).toEqual({
      id: device.subscriptionId,
      label: 'Test phone',
      kinds: ['inquiry'],
      created_at: expect.any(String),
    });
    // Nothing of the endpoint or keys is answered.
    expect(JSON.stringify(list.body)).not.toContain(device.subscription.keys.auth);
    expect(JSON.stringify(list.body)).not.toContain('/push/');
    for (const method of ['PATCH', 'DELETE']) {
      const res = await call(method, `/push/subscriptions/${randomUUID()}`, {
        body: method === 'PATCH' ? { kinds: [] } : undefined,
      });
      expect(res.status).toBe(404);
    }
  });
});

describe('saving a device', () => {
  it('hands out the VAPID public key the pushes are signed with', async () => {
    const res = await call<{ public_key: string }>('GET', '/push/key');
    expect(res.status).toBe(200);
    expect(res.body.public_key).toBe(vapidPublicKey(suite.server()));
    expect(Buffer.from(res.body.public_key, 'base64url')).toHaveLength(65);
  });

  it('creates (201), then updates the same endpoint (200), then patches and deletes it', async () => {
    const device = service.device();
    const body = { ...device.subscription, label: 'Kitchen tablet', kinds: ['move', 'inquiry', 'move'] };
    const uniqueKinds = { ...body, kinds: ['move', 'inquiry'] };
    const created = await call<{ subscription: PushDeviceView }>('POST', '/push/subscriptions', {
      body: uniqueKinds,
    });
    expect(created.status).toBe(201);
    expect(created.body.subscription).toMatchObject({ label: 'Kitchen tablet', kinds: ['inquiry', 'move'] });
    const again = await call<{ subscription: PushDeviceView }>('POST', '/push/subscriptions', {
      body: { ...uniqueKinds, label: 'Tablet', kinds: ['escalation'] },
    });
    expect(again.status).toBe(200);
    expect(again.body.subscription).toMatchObject({
      id: created.body.subscription.id,
      label: 'Tablet',
      kinds: ['escalation'],
    });
    const id = created.body.subscription.id;
    const patched = await call<{ subscription: PushDeviceView }>('PATCH', `/push/subscriptions/${id}`, {
      body: { kinds: ['cancellation', 'booking'] },
    });
    expect(patched.body.subscription.kinds).toEqual(['booking', 'cancellation']);
    expect((await call('DELETE', `/push/subscriptions/${id}`)).status).toBe(204);
    expect((await call('DELETE', `/push/subscriptions/${id}`)).status).toBe(404);
  });

  it("moves an endpoint another staff member saved to the caller (a shared browser), off the other's list", async () => {
    const owner = await signUpUser(suite.server(), suite.receiver, { email: OTHER_STAFF_EMAILS[0] });
    const { secret } = await turnTwoFactorOn(suite.server(), owner);
    const { token } = await signInWithCode(suite.server(), owner, secret);
    const device = service.device();
    const body = { ...device.subscription, label: 'Front desk', kinds: ['inquiry'] };
    const theirs = await call<{ subscription: PushDeviceView }>('POST', '/push/subscriptions', {
      token,
      body,
    });
    expect(theirs.status).toBe(201);
    const moved = await call<{ subscription: PushDeviceView }>('POST', '/push/subscriptions', { body });
    expect(moved.status).toBe(200);
    expect(moved.body.subscription.id).toBe(theirs.body.subscription.id);
    const ownerList = await call<List>('GET', '/push/subscriptions', { token });
    expect(ownerList.body.subscriptions).toEqual([]);
    expect((await call('DELETE', `/push/subscriptions/${moved.body.subscription.id}`)).status).toBe(204);
  });

  it('refuses what is not a browser subscription with a 400 that says why', async () => {
    const endpoint = service.device().subscription.endpoint;
    const cases: Array<[string, unknown]> = [
      ['plain http elsewhere', valid('http://push.example.com/abc')],
      ['not a URL', valid('push service')],
      ['another scheme', valid('ftp://push.example.com/abc')],
      ['credentials in it', valid('https://user:pw@push.example.com/abc')],
      ['no keys', { ...valid(endpoint), keys: undefined }],
      ['a short key', { ...valid(endpoint), keys: { p256dh: 'abc', auth: 'tBHItJI5svbpez7KI4CCXg' } }],
      ['an unknown kind', { ...valid(endpoint), kinds: ['weather'] }],
      ['a long label', { ...valid(endpoint), label: 'x'.repeat(61) }],
      ['an empty label', { ...valid(endpoint), label: '' }],
      ['an extra field', { ...valid(endpoint), owner: 'someone' }],
    ];
    for (const [why, body] of cases) {
      const res = await call<{ error: string }>('POST', '/push/subscriptions', { body });
      expect([why, res.status]).toEqual([why, 400]);
      expect(res.body.error.length).toBeGreaterThan(5);
    }
    const https = await call<{ error: string }>('POST', '/push/subscriptions', {
      body: valid('http://push.example.com/abc'),
    });
    expect(https.body).toEqual({ error: 'The push endpoint must be an https:// address.' });
    const badId = await call<{ error: string }>('PATCH', '/push/subscriptions/not-an-id', {
      body: { kinds: [] },
    });
    expect(badId.status).toBe(400);
    const badKinds = await call('PATCH', `/push/subscriptions/${randomUUID()}`, { body: { kinds: ['x'] } });
    expect(badKinds.status).toBe(400);
  });

  it('takes at most 10 devices per staff member (409), an existing one still updates', async () => {
    const list = await call<List>('GET', '/push/subscriptions');
    const saved = [];
    for (let n = list.body.subscriptions.length; n < 10; n += 1) saved.push(await subscribe(suite, service));
    const eleventh = await call<{ error: string }>('POST', '/push/subscriptions', {
      body: { ...service.device().subscription, label: 'One more', kinds: [] },
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error).toBe(
      'You already get alerts on 10 devices. Remove one before adding another.',
    );
    const last = saved.at(-1);
    if (!last) throw new Error('no device saved');
    const update = await call('POST', '/push/subscriptions', {
      body: { ...last.subscription, label: 'Renamed', kinds: [] },
    });
    expect(update.status).toBe(200);
  });
});

describe('the VAPID keys', () => {
  it('are made once into the data folder and shared by every process using it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vapid-'));
    try {
      const made = await Promise.all([
        resolveVapidKeys(undefined, dataDir),
        resolveVapidKeys(undefined, dataDir),
      ]);
      expect(made[1]).toEqual(made[0]);
      expect(await resolveVapidKeys(undefined, dataDir)).toEqual(made[0]);
      const configured = { publicKey: vapidPublicKey(suite.server()), privateKey: 'x' };
      expect(await resolveVapidKeys(configured, dataDir)).toBe(configured);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('are checked at start when configured', () => {
    const keys = suite.server().config.vapidKeys;
    if (!keys) throw new Error('no keys');
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    expect(loadConfig(env).vapidKeys).toEqual(keys);
    expect(loadConfig(env).vapidSubject).toMatch(/^mailto:/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(ConfigError);
    const other = { ...env, VAPID_PRIVATE_KEY: Buffer.alloc(32, 7).toString('base64url') };
    expect(() => loadConfig(other)).toThrow(/not the public key/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'owner@example.com' })).toThrow(ConfigError);
  });
});
