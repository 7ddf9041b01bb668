import { fromPromise } from 'xstate';
import type { ApiSchemas } from '../src/api/client';
import type { Message } from '../src/shared/i18n/message';
import { PASSKEY_TEXTS } from '../src/shared/passkeys';

// The browser's side of a passkey, as promise actors the passkey flows name in `setup({ actors })` (the
// same pattern as apiCall.ts): create one, use one (the prompt, or the e-mail field's autofill list), and
// whether the browser can do either. '@simplewebauthn/browser' is imported when a ceremony first runs, so
// neither the public pages nor the login modal's first paint carry it. Tests swap these actors for doubles.

export type CreationOptions = ApiSchemas['PasskeyCreationOptions'];
export type RequestOptions = ApiSchemas['PasskeyRequestOptions'];
export type RegistrationCredential = ApiSchemas['RegistrationCredential'];
export type AuthenticationCredential = ApiSchemas['AuthenticationCredential'];

/** What the browser can do with passkeys. */
export interface PasskeySupport {
  /** WebAuthn is there (`window.PublicKeyCredential`): the prompt can be offered. */
  webAuthn: boolean;
  /** Passkeys can be offered in the e-mail field's autofill list (conditional mediation). */
  autofill: boolean;
}

export interface PickRequest {
  options: RequestOptions;
  /** Wait for a pick from the autofill list instead of opening the prompt. */
  autofill: boolean;
}

/** Thrown when the browser has no WebAuthn at all. */
const UNSUPPORTED = 'NotSupportedError';

// SimpleWebAuthn keeps one ceremony at a time and aborts the earlier one itself when a new one starts.
// A ceremony whose actor stops (the modal closed, the screen left) is cancelled too, unless a newer one
// has started since, which cancelling would abort instead.
let latestCeremony = 0;

async function ceremony<T>(
  signal: AbortSignal,
  run: (browser: typeof import('@simplewebauthn/browser')) => Promise<T>,
) {
  if (typeof globalThis.PublicKeyCredential !== 'function') {
    throw Object.assign(new Error('This browser cannot use passkeys.'), { name: UNSUPPORTED });
  }
  const browser = await import('@simplewebauthn/browser');
  latestCeremony += 1;
  const mine = latestCeremony;
  const cancel = () => {
    if (mine === latestCeremony) browser.WebAuthnAbortService.cancelCeremony();
  };
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return await run(browser);
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

// The contract's option schemas allow any extra member, as WebAuthn's JSON forms do; the library's types
// list the known members only, so the options are handed over as the library's own JSON types.
type LibraryCreation = Parameters<
  typeof import('@simplewebauthn/browser').startRegistration
>[0]['optionsJSON'];
type LibraryRequest = Parameters<
  typeof import('@simplewebauthn/browser').startAuthentication
>[0]['optionsJSON'];

/** Asks the browser to create a passkey for the server's options (`navigator.credentials.create`). */
export const createPasskeyInBrowser = fromPromise<RegistrationCredential, CreationOptions>(
  async ({ input, signal }) =>
    ceremony(signal, async ({ startRegistration }) => {
      const response = await startRegistration({ optionsJSON: input as unknown as LibraryCreation });
      // The library's JSON answer is what the contract's RegistrationCredential describes.
      return response as unknown as RegistrationCredential;
    }),
);

/** Asks the browser for one of the site's passkeys (`navigator.credentials.get`), by prompt or autofill. */
export const pickPasskeyInBrowser = fromPromise<AuthenticationCredential, PickRequest>(
  async ({ input, signal }) =>
    ceremony(signal, async ({ startAuthentication }) => {
      const response = await startAuthentication({
        optionsJSON: input.options as unknown as LibraryRequest,
        useBrowserAutofill: input.autofill,
      });
      // The library's JSON answer is what the contract's AuthenticationCredential describes.
      return response as unknown as AuthenticationCredential;
    }),
);

interface ConditionalCredential {
  isConditionalMediationAvailable?: () => Promise<boolean>;
}

/** Whether this browser has WebAuthn and its autofill; checked without loading the library. */
export const detectPasskeySupport = fromPromise<PasskeySupport>(async () => {
  const credential: unknown = globalThis.PublicKeyCredential;
  if (typeof credential !== 'function') return { webAuthn: false, autofill: false };
  const { isConditionalMediationAvailable } = credential as ConditionalCredential;
  const autofill =
    typeof isConditionalMediationAvailable === 'function'
      ? await isConditionalMediationAvailable.call(credential).catch(() => false)
      : false;
  return { webAuthn: true, autofill };
});

interface BrowserFailure {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
}

function failureOf(error: unknown): BrowserFailure {
  return typeof error === 'object' && error !== null ? (error as BrowserFailure) : {};
}

/**
 * What a visitor is told when the browser's part fails. SimpleWebAuthn names the reason in `code`
 * (WebAuthnError) and passes NotAllowedError (closed prompt, timeout) through with the original as `cause`.
 */
export function passkeyFailureText(error: unknown): Message {
  return PASSKEY_TEXTS[passkeyFailureKind(error)];
}

/** Why the browser's part failed, one of the four things a visitor is told. */
export type PasskeyFailureKind = 'deviceHasOne' | 'cancelled' | 'unsupported' | 'promptFailed';

export function passkeyFailureKind(error: unknown): PasskeyFailureKind {
  const { name, code, cause } = failureOf(error);
  const causeName = failureOf(cause).name;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'deviceHasOne';
  }
  if (
    code === 'ERROR_CEREMONY_ABORTED' ||
    name === 'NotAllowedError' ||
    name === 'AbortError' ||
    causeName === 'NotAllowedError'
  ) {
    return 'cancelled';
  }
  if (name === UNSUPPORTED || code === 'ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG') {
    return 'unsupported';
  }
  return 'promptFailed';
}
