import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_CONTAINER_IDS,
  TOAST_CONTAINERS,
  toast,
  toastFailure,
  toastStores,
  toastSuccess,
} from '../../src/web/notifications';

const shown = (id: keyof typeof toastStores) => toastStores[id].getState().notifications;

describe('toast containers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('match SPEC section 9', () => {
    expect(TOAST_CONTAINERS).toMatchObject({
      'general-toast': { autoCloseMs: 3000, position: 'top-left', closeOnClick: false },
      'toast-notify': { autoCloseMs: 2000, position: 'top-center', closeOnClick: false },
      'notify-success': { autoCloseMs: 2000, position: 'top-right', closeOnClick: false },
      'notify-failure': { autoCloseMs: 2000, position: 'top-right', closeOnClick: true },
    });
  });

  it.each(TOAST_CONTAINER_IDS)('%s shows one toast and closes it after its delay', (id) => {
    toast(id, 'first');
    toast(id, 'second');
    expect(shown(id).map((n) => n.message)).toEqual(['second']);
    expect(shown(id)[0]?.position).toBe(TOAST_CONTAINERS[id].position);
    // The stores are separate: nothing leaks into the other containers.
    for (const other of TOAST_CONTAINER_IDS.filter((o) => o !== id)) expect(shown(other)).toEqual([]);
    vi.advanceTimersByTime(TOAST_CONTAINERS[id].autoCloseMs - 1);
    expect(shown(id)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown(id)).toEqual([]);
  });

  it('a newer toast in a shared corner replaces the older one of the other container', () => {
    toastFailure('Could not save');
    toastSuccess('Saved');
    expect(shown('notify-failure')).toEqual([]);
    expect(shown('notify-success').map((n) => n.message)).toEqual(['Saved']);
    toastFailure('Could not save again');
    expect(shown('notify-success')).toEqual([]);
    // Other corners are left alone.
    toast('general-toast', 'Copied');
    toastSuccess('Saved');
    expect(shown('general-toast').map((n) => n.message)).toEqual(['Copied']);
  });

  it('a replacing toast gets its own full delay', () => {
    toast('general-toast', 'first');
    vi.advanceTimersByTime(2500);
    toast('general-toast', 'second');
    vi.advanceTimersByTime(2500);
    expect(shown('general-toast').map((n) => n.message)).toEqual(['second']);
    vi.advanceTimersByTime(500);
    expect(shown('general-toast')).toEqual([]);
  });

  it('success and failure helpers use their containers; only failure closes on click', () => {
    toastSuccess('Saved');
    expect(shown('notify-success').map((n) => n.message)).toEqual(['Saved']);
    expect(shown('notify-success')[0]?.onClick).toBeUndefined();
    toastFailure('Nope');
    const failure = shown('notify-failure')[0];
    expect(failure?.message).toBe('Nope');
    failure?.onClick?.({} as never);
    expect(shown('notify-failure')).toEqual([]);
  });
});
