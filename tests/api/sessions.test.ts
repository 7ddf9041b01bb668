import { describe, expect, it, vi } from 'vitest';
import { sweepExpired } from '../../src/server/housekeeping/sweep';
import { sessionTexts } from '../../src/shared/sessionRules';
import { setUpAccountServer } from '../helpers/accountSuite';
import {
  confirmIdentity,
  jsonRequest,
  outboxSettled,
  type SignedUpAccount,
  signInRequest,
  signUpUser,
} from '../helpers/accounts';
import { en } from '../helpers/englishText';
import type { TestServer } from '../helpers/testServer';

let server: TestServer;
const smtp = setUpAccountServer((started) => {
  server = started;
});

interface SessionList {
  sessions: Array<{
    ip_address: string;
    location: string | null;
    created_at: string;
    last_seen_at: string;
    session_token: string;
    signed_in_with: string;
  }>;
  currentSessionId: string;
}

const list = (token: string) => server.fetch('/api/sessions', jsonRequest('GET', undefined, { token }));
const end = (token: string, id: string) =>
  server.fetch(`/api/sessions/${id}`, jsonRequest('DELETE', undefined, { token }));
const endOthers = (token: string) =>
  server.fetch('/api/sessions', jsonRequest('DELETE', undefined, { token }));

async function signInAgain(account: SignedUpAccount, ip?: string): Promise<string> {
  const res = await signInRequest(server, account.email, account.password, ip);
  expect(res.status).toBe(200);
  return (await res.json()).token;
}

describe('GET /sessions', () => {
  it('lists live sessions newest first with public ids only, and marks the current one', async () => {
    const account = await signUpUser(server, smtp, { ip: '10.1.2.3' });
    const second = await signInAgain(account, '8.8.8.8');
    const res = await list(account.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as SessionList;
    expect(body.sessions).toHaveLength(2);
    const [newest, oldest] = body.sessions;
    expect(newest).toMatchObject({ ip_address: '8.8.8.8' });
    expect(newest?.location).toMatch(/, US$/);
    expect(oldest).toMatchObject({ ip_address: '10.1.2.3', location: 'Local network' });
    expect(body.currentSessionId).toBe(oldest?.session_token);
    expect(Date.parse(oldest?.created_at ?? '')).not.toBeNaN();
    const text = JSON.stringify(body);
    expect(text).not.toContain(account.token);
    expect(text).not.toContain(second);
    expect(Object.keys(newest ?? {}).sort()).toEqual([
      'created_at',
      'ip_address',
      'last_seen_at',
      'location',
      'session_token',
      'signed_in_with',
    ]);
    // Sign-up and a sign-in without 2FA both used the password alone (issue 26).
    expect(body.sessions.map((s) => s.signed_in_with)).toEqual(['password', 'password']);
  });

  it('notes when each session was last used, at most once every five minutes', async () => {
    const account = await signUpUser(server, smtp);
    const lastSeen = async () => {
      const body = (await (await list(account.token)).json()) as SessionList;
      return Date.parse(body.sessions[0]?.last_seen_at ?? '');
    };
    const signedUpAt = await lastSeen();
    expect(signedUpAt).not.toBeNaN();
    await outboxSettled(server);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 4 * 60_000);
    expect(await lastSeen()).toBe(signedUpAt);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const later = await lastSeen();
    expect(later - signedUpAt).toBeGreaterThanOrEqual(6 * 60_000);
    vi.setSystemTime(Date.now() + 60_000);
    expect(await lastSeen()).toBe(later);
  });

  it('a session older than 30 days is gone: not listed and its token no longer works', async () => {
    const account = await signUpUser(server, smtp);
    await outboxSettled(server);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 30 * 24 * 60 * 60 * 1000 + 1000);
    expect((await list(account.token)).status).toBe(401);
    const fresh = await signInAgain(account);
    const body = (await (await list(fresh)).json()) as SessionList;
    expect(body.sessions).toHaveLength(1);
  });

  it('a session unused for 7 days stops working, is listed nowhere and is swept (issue 26)', async () => {
    const account = await signUpUser(server, smtp);
    const busy = await signInAgain(account);
    await outboxSettled(server);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    // The busy session is used every 3 days; the sign-up session is not used again.
    for (let day = 3; day <= 6; day += 3) {
      vi.setSystemTime(Date.now() + 3 * 24 * 60 * 60_000);
      expect((await list(busy)).status).toBe(200);
    }
    vi.setSystemTime(Date.now() + 1.5 * 24 * 60 * 60_000);
    expect((await list(account.token)).status).toBe(401);
    const body = (await (await list(busy)).json()) as SessionList;
    expect(body.sessions.map((s) => s.session_token)).toEqual([body.currentSessionId]);
    const swept = await sweepExpired(server.database.db, new Date());
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect((await list(busy)).status).toBe(200);
  });

  it('401 without a valid token', async () => {
    expect((await server.fetch('/api/sessions')).status).toBe(401);
  });
});

describe('DELETE /sessions/{id}', () => {
  it('needs a confirmation in the last 15 minutes: a stolen token cannot sign the owner out (issue 26)', async () => {
    const account = await signUpUser(server, smtp);
    const thief = await signInAgain(account);
    const mine = (await (await list(account.token)).json()) as SessionList;
    for (const res of [await end(thief, mine.currentSessionId), await endOthers(thief)]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: en(sessionTexts.confirmationRequired) });
    }
    expect((await list(account.token)).status).toBe(200);
  });

  it('ends another session of mine; its token stops working at once', async () => {
    const account = await signUpUser(server, smtp);
    await confirmIdentity(server, account.token, { password: account.password });
    const other = await signInAgain(account);
    const before = (await (await list(account.token)).json()) as SessionList;
    const otherId =
      before.sessions.find((s) => s.session_token !== before.currentSessionId)?.session_token ?? '';
    const res = await end(account.token, otherId);
    expect(res.status).toBe(200);
    const after = (await res.json()) as SessionList;
    expect(after.sessions.map((s) => s.session_token)).toEqual([before.currentSessionId]);
    expect((await list(other)).status).toBe(401);
    expect((await end(account.token, otherId)).status).toBe(404);
  });

  it('400 for the current session, 404 for another user’s or an unknown one, 400 for a malformed id', async () => {
    const account = await signUpUser(server, smtp);
    await confirmIdentity(server, account.token, { password: account.password });
    const stranger = await signUpUser(server, smtp);
    const mine = (await (await list(account.token)).json()) as SessionList;
    const theirs = (await (await list(stranger.token)).json()) as SessionList;
    const current = await end(account.token, mine.currentSessionId);
    expect(current.status).toBe(400);
    expect((await current.json()).error).toMatch(/Sign Out/);
    expect((await end(account.token, theirs.currentSessionId)).status).toBe(404);
    expect((await list(stranger.token)).status).toBe(200);
    expect((await end(account.token, crypto.randomUUID())).status).toBe(404);
    expect((await end(account.token, 'not-a-uuid')).status).toBe(400);
  });
});

describe('DELETE /sessions', () => {
  it('ends every other session of mine and keeps this one', async () => {
    const account = await signUpUser(server, smtp);
    const others = [await signInAgain(account), await signInAgain(account)];
    await confirmIdentity(server, account.token, { password: account.password });
    const res = await endOthers(account.token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SessionList;
    expect(body.sessions.map((s) => s.session_token)).toEqual([body.currentSessionId]);
    for (const token of others) expect((await list(token)).status).toBe(401);
    expect((await list(account.token)).status).toBe(200);
  });
});
