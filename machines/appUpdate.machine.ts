import { emit, setup } from 'xstate';
import { UPDATE_TAKEOVER_TIMEOUT_MS } from '../src/shared/appUpdate';
import type { SharedEffect } from './effects';

// The offer of a new deploy (issue 29): a new build's service worker waits, and the page offers
// "A new version is ready: Reload". Reload lets the waiting worker take over, and the page reloads once it
// controls the page, so old and new code never run together. UPDATE.* events come from the worker's
// registration (src/web/offline/updateStatus.ts); RELOAD and DISMISS are the visitor's taps.

export type AppUpdateEvent =
  | { type: 'UPDATE.WAITING' }
  | { type: 'UPDATE.CONTROLLING' }
  | { type: 'RELOAD' }
  | { type: 'DISMISS' };

/** What this flow asks of the browser (see machines/effects.ts): `activateUpdate` lets the worker take over. */
export type AppUpdateEffect = SharedEffect | { type: 'activateUpdate' };

export const appUpdateMachine = setup({
  types: {
    events: {} as AppUpdateEvent,
    emitted: {} as AppUpdateEffect,
  },
  actions: {
    activateUpdate: emit({ type: 'activateUpdate' }),
    reload: emit({ type: 'reload' }),
  },
  delays: { takeoverTimeout: UPDATE_TAKEOVER_TIMEOUT_MS },
}).createMachine({
  id: 'appUpdate',
  initial: 'idle',
  // Once the new worker controls the page (this tab's Reload, or another tab's), this page's old code is
  // served by it and its later chunks may no longer exist: whatever the offer's state, the page reloads.
  states: {
    idle: { on: { 'UPDATE.WAITING': 'offered', 'UPDATE.CONTROLLING': 'reloading' } },
    offered: { on: { RELOAD: 'activating', DISMISS: 'dismissed', 'UPDATE.CONTROLLING': 'reloading' } },
    activating: {
      entry: 'activateUpdate',
      // The worker did not take over (it failed, or the registration is gone): a reload still gives a page
      // of one build, and the offer comes back while the worker waits.
      after: { takeoverTimeout: 'reloading' },
      on: { 'UPDATE.CONTROLLING': 'reloading' },
    },
    // Until the next visit, when the worker still waits and the offer is made again.
    dismissed: { on: { 'UPDATE.CONTROLLING': 'reloading' } },
    reloading: { type: 'final', entry: 'reload' },
  },
});
