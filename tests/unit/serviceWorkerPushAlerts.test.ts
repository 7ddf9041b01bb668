import { describe, expect, it } from 'vitest';
import {
  alertNotification,
  CALL_ACTION,
  type ClientsLike,
  clickTarget,
  openInStaffTab,
  pushJson,
  readAlertPayload,
} from '../../src/web/serviceWorker/pushAlerts';

// Issue 40: the worker's rules for a staff alert, with the page's types (the worker's own run in Chromium,
// tests/e2e/staffAlerts.test.ts).

const origin = 'https://www.example.com';
const leadId = '6f1c2a9e-1111-4c1e-9d3e-0a7d2c9b1f00';
const payload = {
  kind: 'estimate',
  lead_id: leadId,
  title: 'New estimate request',
  body: 'Maria in Orlando',
  url: `/staff?lead=${leadId}`,
  call: true,
};

describe('a staff alert push', () => {
  it('shows the payload with one tag per lead and kind, and Call when the lead has a phone', () => {
    const { title, options } = alertNotification(readAlertPayload(payload), origin);
    expect(title).toBe('New estimate request');
    expect(options).toMatchObject({
      body: 'Maria in Orlando',
      tag: `${leadId}:estimate`,
      renotify: true,
      actions: [{ action: CALL_ACTION, title: 'Call' }],
      data: { url: `/staff?lead=${leadId}`, callUrl: `/staff?lead=${leadId}&contact=call` },
    });
    const noPhone = alertNotification(readAlertPayload({ ...payload, call: false }), origin);
    expect(noPhone.options.actions).toEqual([]);
  });

  it('never follows a link off the inbox: a foreign url opens the lead instead', () => {
    for (const url of ['https://evil.example/staff?lead=1', '//evil.example/staff', '/settings', ''])
      expect(alertNotification(readAlertPayload({ ...payload, url }), origin).options.data.url, url).toBe(
        `/staff?lead=${leadId}`,
      );
  });

  it('still shows a notification for a push that is not an alert (browsers require one)', () => {
    for (const data of [null, 'text', { ...payload, lead_id: '' }, { ...payload, title: 5 }]) {
      const shown = alertNotification(readAlertPayload(data), origin);
      expect(shown.title).toBe('New activity in the lead inbox');
      expect(shown.options.data).toEqual({ url: '/staff', callUrl: '/staff' });
    }
    expect(
      pushJson({
        json: () => {
          throw new SyntaxError('Unexpected token');
        },
      }),
    ).toBeNull();
    expect(pushJson(null)).toBeNull();
  });

  it('opens the lead on a tap and the lead with the call offered on Call', () => {
    const { data } = alertNotification(readAlertPayload(payload), origin).options;
    expect(clickTarget(data, '')).toBe(`/staff?lead=${leadId}`);
    expect(clickTarget(data, CALL_ACTION)).toBe(`/staff?lead=${leadId}&contact=call`);
    expect(clickTarget(undefined, '')).toBe('/staff');
  });
});

/** Window clients as the worker sees them, recording what a tap did. */
function clientsWith(urls: string[], { controlled = true } = {}) {
  const done: string[] = [];
  const windows = urls.map((url) => {
    const client = {
      url,
      focus: async () => {
        done.push(`focus ${url}`);
        return client;
      },
      navigate: async (to: string) => {
        if (!controlled) throw new TypeError('not controlled');
        done.push(`navigate ${to}`);
        return client;
      },
    };
    return client;
  });
  const clients: ClientsLike = {
    matchAll: async () => windows,
    openWindow: async (url) => {
      done.push(`open ${url}`);
      return null;
    },
  };
  return { clients, done };
}

describe('a tap on a staff alert', () => {
  const target = `/staff?lead=${leadId}`;
  it('focuses an open staff tab and opens the lead there, leaving other tabs alone', async () => {
    const { clients, done } = clientsWith([`${origin}/products`, `${origin}/staff`]);
    await openInStaffTab(clients, origin, target);
    expect(done).toEqual([`focus ${origin}/staff`, `navigate ${origin}${target}`]);
  });

  it('opens a window when no staff tab is open or the tab cannot be moved', async () => {
    const none = clientsWith([`${origin}/products`]);
    await openInStaffTab(none.clients, origin, target);
    expect(none.done).toEqual([`open ${origin}${target}`]);
    const uncontrolled = clientsWith([`${origin}/staff?lead=x`], { controlled: false });
    await openInStaffTab(uncontrolled.clients, origin, target);
    expect(uncontrolled.done).toEqual([`focus ${origin}/staff?lead=x`, `open ${origin}${target}`]);
  });
});
