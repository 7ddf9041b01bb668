import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import {
  createPasskeyInBrowser,
  detectPasskeySupport,
  passkeyFailureText,
} from '../../machines/passkeyBrowser';
import { PASSKEY_TEXTS } from '../../src/shared/passkeys';

// The browser's failures as SimpleWebAuthn 14 reports them: a WebAuthnError carries `code` and takes its
// name from the DOMException it wraps; anything it does not recognise comes through as the DOMException.
function browserError(name: string, code?: string): Error {
  const error = Object.assign(new Error(`${name} from the browser`), { name });
  return code === undefined ? error : Object.assign(error, { code, cause: new DOMException('x', name) });
}

describe('what a visitor is told when the passkey prompt fails', () => {
  it.each([
    [
      'the prompt closed or timed out',
      browserError('NotAllowedError', 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY'),
    ],
    ['a NotAllowedError passed through as is', browserError('NotAllowedError')],
    ['the ceremony aborted', browserError('AbortError', 'ERROR_CEREMONY_ABORTED')],
  ])('%s: cancelled', (_, error) => {
    expect(passkeyFailureText(error)).toBe(PASSKEY_TEXTS.cancelled);
  });

  it('a device that already holds one of the account passkeys', () => {
    const error = browserError('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED');
    expect(passkeyFailureText(error)).toBe(PASSKEY_TEXTS.deviceHasOne);
  });

  it('a browser without WebAuthn or a usable algorithm', () => {
    expect(passkeyFailureText(browserError('NotSupportedError'))).toBe(PASSKEY_TEXTS.unsupported);
    const noAlgorithm = browserError(
      'NotSupportedError',
      'ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG',
    );
    expect(passkeyFailureText(noAlgorithm)).toBe(PASSKEY_TEXTS.unsupported);
  });

  it.each([
    ['a security error', browserError('SecurityError', 'ERROR_INVALID_RP_ID')],
    ['an unknown authenticator error', browserError('UnknownError', 'ERROR_AUTHENTICATOR_GENERAL_ERROR')],
    ['a plain exception', new TypeError('x is undefined')],
    ['something that is not an error', 'boom'],
    ['nothing', undefined],
  ])('%s: the prompt failed', (_, error) => {
    expect(passkeyFailureText(error)).toBe(PASSKEY_TEXTS.promptFailed);
  });
});

describe('the browser actors', () => {
  afterEach(() => vi.unstubAllGlobals());

  const run = <T>(logic: Parameters<typeof createActor>[0], input?: unknown) =>
    toPromise(createActor(logic, { input }).start()) as Promise<T>;

  it('find no passkeys where there is no PublicKeyCredential (Node, old browsers)', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    await expect(run(detectPasskeySupport)).resolves.toEqual({ webAuthn: false, autofill: false });
  });

  it('find the prompt and the autofill list where the browser offers conditional mediation', async () => {
    vi.stubGlobal(
      'PublicKeyCredential',
      Object.assign(() => {}, { isConditionalMediationAvailable: async () => true }),
    );
    await expect(run(detectPasskeySupport)).resolves.toEqual({ webAuthn: true, autofill: true });
  });

  it('find the prompt only where conditional mediation is missing or fails', async () => {
    vi.stubGlobal('PublicKeyCredential', () => {});
    await expect(run(detectPasskeySupport)).resolves.toEqual({ webAuthn: true, autofill: false });
    vi.stubGlobal(
      'PublicKeyCredential',
      Object.assign(() => {}, { isConditionalMediationAvailable: () => Promise.reject(new Error('no')) }),
    );
    await expect(run(detectPasskeySupport)).resolves.toEqual({ webAuthn: true, autofill: false });
  });

  it('refuse to create a passkey without WebAuthn, as "unsupported"', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    const failure = await run(createPasskeyInBrowser, {}).catch((error: unknown) => error);
    expect(passkeyFailureText(failure)).toBe(PASSKEY_TEXTS.unsupported);
  });
});
