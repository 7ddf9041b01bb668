import { describe, expect, it, vi } from 'vitest';
import {
  alertNotification,
  CALL_ACTION,
  type ClientsLike,
  clickTarget,
  OPEN_LEAD_MESSAGE,
  openInStaffTab,
  PAGE_ANSWER_MS,
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

/**
 * Window clients as the worker sees them, recording what a tap did. A page that `answers` opens the lead
 * its message names, answering on the port it was given, as the staff page's useLinkedLead does.
 */
function clientsWith(urls: string[], { controlled = true, answers = false } = {}) {
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
      postMessage: (message: unknown, [port]: Transferable[]) => {
        const { type, path } = message as { type: string; path: string };
        if (type !== OPEN_LEAD_MESSAGE || !answers || !(port instanceof MessagePort)) return;
        done.push(`page opens ${path}`);
        port.postMessage('opened');
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
  it('focuses an open staff tab, whose page opens the lead without a reload, leaving other tabs alone', async () => {
    const { clients, done } = clientsWith([`${origin}/products`, `${origin}/staff`], { answers: true });
    await openInStaffTab(clients, origin, target);
    expect(done).toEqual([`focus ${origin}/staff`, `page opens ${target}`]);
  });

  it('moves the staff tab to the lead when its page does not answer within a second', async () => {
    vi.useFakeTimers();
    try {
      const { clients, done } = clientsWith([`${origin}/staff`]);
      const tapped = openInStaffTab(clients, origin, target);
      await vi.advanceTimersByTimeAsync(PAGE_ANSWER_MS - 1);
      expect(done).toEqual([`focus ${origin}/staff`]);
      await vi.advanceTimersByTimeAsync(1);
      await tapped;
      expect(done).toEqual([`focus ${origin}/staff`, `navigate ${origin}${target}`]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens a window when no staff tab is open or the tab cannot be moved', async () => {
    const none = clientsWith([`${origin}/products`]);
    await openInStaffTab(none.clients, origin, target);
    expect(none.done).toEqual([`open ${origin}${target}`]);
    vi.useFakeTimers();
    const uncontrolled = clientsWith([`${origin}/staff?lead=x`], { controlled: false });
    const tapped = openInStaffTab(uncontrolled.clients, origin, target);
    await vi.advanceTimersByTimeAsync(PAGE_ANSWER_MS);
    await tapped;
    vi.useRealTimers();
    expect(uncontrolled.done).toEqual([`focus ${origin}/staff?lead=x`, `open ${origin}${target}`]);
  });
});
