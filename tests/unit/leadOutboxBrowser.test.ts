// Issue 29: the lead forms' browser side of the outbox (machines/leadOutbox.browser.ts), as far as Node can
// run it: what it reads of the browser, and that it refuses to keep a lead it must not or cannot keep, so
// the form falls back to its retries. Keeping one in IndexedDB is checked in a browser.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { browserIsOffline, saveLeadOffline } from '../../machines/leadOutbox.browser';
import { inquiryLead } from '../../src/api/offline/savedLeads';

const draft = inquiryLead('k-1', {
  name: 'Ana',
  email: 'ana@example.com',
  phone: '4075550142',
  products: [],
});
const save = () => toPromise(createActor(saveLeadOffline, { input: draft }).start());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser side of keeping a lead offline', () => {
  it('reads offline only from navigator.onLine === false', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(browserIsOffline()).toBe(true);
    vi.stubGlobal('navigator', { onLine: true });
    expect(browserIsOffline()).toBe(false);
    vi.stubGlobal('navigator', undefined);
    expect(browserIsOffline()).toBe(false);
  });

  it('does not keep a lead while a session token is present (the outbox sends anonymously)', async () => {
    vi.stubGlobal('document', { cookie: `authToken=${encodeURIComponent(JSON.stringify('a'.repeat(40)))}` });
    await expect(save()).rejects.toThrow(/signed in/);
  });

  it('rejects where the browser keeps no IndexedDB, so the form sends as before', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await expect(save()).rejects.toThrow(/IndexedDB/);
  });
});
