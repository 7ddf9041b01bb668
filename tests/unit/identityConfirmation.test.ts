import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type IdentityConfirmer,
  needsConfirmation,
  provideIdentityConfirmer,
  withIdentityConfirmed,
} from '../../machines/identityConfirmation';
import { ApiError } from '../../src/api/client';
import { sessionTexts } from '../../src/shared/sessionRules';
import { en } from '../helpers/englishText';

const confirmFirst = () =>
  new ApiError(403, en(sessionTexts.confirmationRequired), { error: en(sessionTexts.confirmationRequired) });

/** A call the server refuses until the user has confirmed, then answers. */
function sensitiveCall() {
  const state = { confirmed: false, sent: 0 };
  const send = async () => {
    state.sent += 1;
    if (!state.confirmed) throw confirmFirst();
    return 'done';
  };
  return { state, send };
}

let withdraw: (() => void) | undefined;
afterEach(() => withdraw?.());

describe('calls refused until the user confirms it is them (sudo mode)', () => {
  it('recognises exactly the 403 with the stable text', () => {
    expect(needsConfirmation(confirmFirst())).toBe(true);
    expect(needsConfirmation(new ApiError(403, 'Staff only', { error: 'Staff only' }))).toBe(false);
    expect(needsConfirmation(new ApiError(400, en(sessionTexts.confirmationRequired), {}))).toBe(false);
    expect(needsConfirmation(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('asks, then sends the call once more when the user confirmed', async () => {
    const call = sensitiveCall();
    const confirmer = vi.fn<IdentityConfirmer>(async () => {
      call.state.confirmed = true;
      return true;
    });
    withdraw = provideIdentityConfirmer(confirmer);
    await expect(withIdentityConfirmed(call.send)).resolves.toBe('done');
    expect(confirmer).toHaveBeenCalledTimes(1);
    expect(call.state.sent).toBe(2);
  });

  it('leaves the refusal as it was when the user cancels, or when no screen can ask', async () => {
    const cancelled = sensitiveCall();
    withdraw = provideIdentityConfirmer(async () => false);
    await expect(withIdentityConfirmed(cancelled.send)).rejects.toMatchObject({ status: 403 });
    expect(cancelled.state.sent).toBe(1);
    withdraw();
    const unasked = sensitiveCall();
    await expect(withIdentityConfirmed(unasked.send)).rejects.toMatchObject({ status: 403 });
    expect(unasked.state.sent).toBe(1);
  });

  it('asks once for calls refused together, and never for other failures', async () => {
    const a = sensitiveCall();
    const b = sensitiveCall();
    let answer: (confirmed: boolean) => void = () => undefined;
    const confirmer = vi.fn<IdentityConfirmer>(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    withdraw = provideIdentityConfirmer(confirmer);
    const both = Promise.all([withIdentityConfirmed(a.send), withIdentityConfirmed(b.send)]);
    await vi.waitFor(() => expect(confirmer).toHaveBeenCalledTimes(1));
    a.state.confirmed = true;
    b.state.confirmed = true;
    answer(true);
    await expect(both).resolves.toEqual(['done', 'done']);
    expect(confirmer).toHaveBeenCalledTimes(1);
    const refused = vi.fn(async () => {
      throw new ApiError(409, 'Two-factor authentication is already on.', {});
    });
    await expect(withIdentityConfirmed(refused)).rejects.toMatchObject({ status: 409 });
    expect(confirmer).toHaveBeenCalledTimes(1);
  });
});
