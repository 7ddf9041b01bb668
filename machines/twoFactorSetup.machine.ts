import { assign, emit, not, setup } from 'xstate';
import { serverErrorMessage } from '../src/shared/apiErrors';
import type { Message } from '../src/shared/i18n/message';
import { messages } from '../src/shared/messages';
import { isSixDigitCode, keepCodeDigits } from '../src/shared/sixDigitCode';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';

// The Two-Factor Authentication screen (SPEC 2, 4, 5 and 8): idle -> showQR -> success, and disabling with
// a current code or, when that is blank, a recovery code. API calls are actors and browser effects (toast,
// reload, the isTwoFAEnabled cookie, clipboard, download) named actions that emit them to the web layer.

export interface TwoFactorInput {
  /** The isTwoFAEnabled cookie as read, used until (or if) the server's answer is not available. */
  storedEnabled: unknown;
}

export type DisableBody = { token: string } | { recoveryCode: string };

export interface TwoFactorContext {
  enabled: boolean;
  qrDataUrl: string | null;
  base32: string | null;
  code: string;
  codeError: Message | null;
  recoveryCodes: string[];
  disableCode: string;
  recoveryCode: string;
  disableError: Message | null;
}

export type TwoFactorEvent =
  | { type: 'ENABLE' }
  | { type: 'CODE.CHANGED'; value: string }
  | { type: 'VERIFY' }
  | { type: 'CANCEL' }
  | { type: 'DISABLE' }
  | { type: 'DISABLE_CODE.CHANGED'; value: string }
  | { type: 'RECOVERY_CODE.CHANGED'; value: string }
  | { type: 'DISABLE.SUBMIT' }
  | { type: 'DISABLE.CLOSE' }
  | { type: 'CODES.COPY' }
  | { type: 'CODES.DOWNLOAD' };

/** The body POST /2fa/disable gets: the code when typed, else the recovery code, else nothing at all. */
export function disableBody(code: string, recoveryCode: string): DisableBody | null {
  if (code !== '') return { token: code };
  const recovery = recoveryCode.trim();
  return recovery === '' ? null : { recoveryCode: recovery };
}

const cleared = {
  qrDataUrl: null,
  base32: null,
  code: '',
  codeError: null,
  disableCode: '',
  recoveryCode: '',
  disableError: null,
} as const;

/** What this flow asks of the browser (see machines/effects.ts). */
export type TwoFactorEffect =
  | SharedEffect
  | { type: 'storeEnabledFlag'; enabled: boolean }
  | { type: 'copyCodes'; codes: string[] }
  | { type: 'downloadCodes'; codes: string[] };

export const twoFactorSetupMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    input: {} as TwoFactorInput,
    events: {} as TwoFactorEvent,
    emitted: {} as TwoFactorEffect,
  },
  actors: {
    /** GET /users/user, answering `twofa_enabled`. */
    loadStatus: apiCall<boolean>(
      async ({ api, unwrap }) => unwrap(await api.GET('/users/user')).payload.twofa_enabled,
    ),
    /** POST /2fa/initiate. */
    initiate: apiCall<{ qrDataUrl: string; base32: string }>(async ({ api, unwrap }) =>
      unwrap(await api.POST('/2fa/initiate')),
    ),
    /** POST /2fa/verify, answering the recovery codes. */
    verify: apiCall<string[], { token: string; secretBase32: string }>(
      async ({ api, unwrap }, body) => unwrap(await api.POST('/2fa/verify', { body })).recoveryCodes,
    ),
    /** POST /2fa/disable. */
    disable: apiCall<unknown, DisableBody>(async ({ api, unwrap }, body) =>
      unwrap(await api.POST('/2fa/disable', { body })),
    ),
  },
  actions: {
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    notifyFailure: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifyFailure', message }) as const,
    ),
    /** SPEC 8: a failed user load is only logged. */
    logError: emit((_, { error }: { error: unknown }) => ({ type: 'logError', error }) as const),
    /** Writes (true) or clears (false) the isTwoFAEnabled cookie. */
    storeEnabledFlag: emit(
      (_, { enabled }: { enabled: boolean }) => ({ type: 'storeEnabledFlag', enabled }) as const,
    ),
    reload: emit({ type: 'reload' }),
    copyCodes: emit((_, { codes }: { codes: string[] }) => ({ type: 'copyCodes', codes }) as const),
    downloadCodes: emit((_, { codes }: { codes: string[] }) => ({ type: 'downloadCodes', codes }) as const),
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
    codeIsValid: ({ context }) => isSixDigitCode(context.code),
    hasRecoveryCodes: ({ context }) => context.recoveryCodes.length > 0,
    nothingToSend: ({ context }) => disableBody(context.disableCode, context.recoveryCode) === null,
    disableCodeIsInvalid: ({ context }) => context.disableCode !== '' && !isSixDigitCode(context.disableCode),
  },
}).createMachine({
  id: 'twoFactorSetup',
  context: ({ input }) => ({ enabled: input.storedEnabled === true, recoveryCodes: [], ...cleared }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'idle', actions: assign({ enabled: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    idle: {
      on: {
        ENABLE: { guard: not('isEnabled'), target: 'initiating' },
        DISABLE: { guard: 'isEnabled', target: 'prompting' },
      },
    },
    initiating: {
      invoke: {
        id: 'initiate',
        src: 'initiate',
        onDone: {
          target: 'showQR',
          actions: assign({
            qrDataUrl: ({ event }) => event.output.qrDataUrl,
            base32: ({ event }) => event.output.base32,
          }),
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'notifyFailure',
            params: ({ event }) => ({
              message: serverErrorMessage(event.error, messages.twoFactor.initiateFailed),
            }),
          },
        },
      },
    },
    showQR: {
      initial: 'entering',
      on: { CANCEL: { actions: 'reload' } },
      states: {
        entering: {
          on: {
            'CODE.CHANGED': {
              actions: assign({ code: ({ event }) => keepCodeDigits(event.value), codeError: null }),
            },
            VERIFY: [
              { guard: 'codeIsValid', target: 'verifying', actions: assign({ codeError: null }) },
              { actions: assign({ codeError: messages.twoFactorCode.invalid }) },
            ],
          },
        },
        verifying: {
          invoke: {
            id: 'verify',
            src: 'verify',
            input: ({ context }) => ({ token: context.code, secretBase32: context.base32 ?? '' }),
            onDone: {
              target: '#twoFactorSetup.success',
              actions: [
                assign({ ...cleared, enabled: true, recoveryCodes: ({ event }) => event.output }),
                { type: 'storeEnabledFlag', params: { enabled: true } },
                { type: 'notifySuccess', params: { message: messages.twoFactor.enabled } },
              ],
            },
            onError: {
              target: 'entering',
              actions: {
                type: 'notifyFailure',
                params: ({ event }) => ({
                  message: serverErrorMessage(event.error, messages.twoFactor.verifyFailed),
                }),
              },
            },
          },
        },
      },
    },
    success: {
      on: {
        DISABLE: 'prompting',
        'CODES.COPY': {
          actions: { type: 'copyCodes', params: ({ context }) => ({ codes: context.recoveryCodes }) },
        },
        'CODES.DOWNLOAD': {
          actions: { type: 'downloadCodes', params: ({ context }) => ({ codes: context.recoveryCodes }) },
        },
      },
    },
    // Asking for a current code or a recovery code, over the screen it was opened from.
    prompting: {
      on: {
        'DISABLE_CODE.CHANGED': {
          actions: assign({ disableCode: ({ event }) => keepCodeDigits(event.value), disableError: null }),
        },
        'RECOVERY_CODE.CHANGED': {
          actions: assign({ recoveryCode: ({ event }) => event.value, disableError: null }),
        },
        'DISABLE.SUBMIT': [
          { guard: 'nothingToSend', target: 'closingPrompt' },
          {
            guard: 'disableCodeIsInvalid',
            actions: assign({ disableError: messages.twoFactorCode.invalid }),
          },
          { target: 'disabling' },
        ],
        'DISABLE.CLOSE': 'closingPrompt',
      },
    },
    closingPrompt: {
      entry: assign({ disableCode: '', recoveryCode: '', disableError: null }),
      always: [{ guard: 'hasRecoveryCodes', target: 'success' }, { target: 'idle' }],
    },
    disabling: {
      invoke: {
        id: 'disable',
        src: 'disable',
        input: ({ context }) => disableBody(context.disableCode, context.recoveryCode) ?? { token: '' },
        onDone: {
          target: 'idle',
          actions: [
            assign({ ...cleared, enabled: false, recoveryCodes: [] }),
            { type: 'storeEnabledFlag', params: { enabled: false } },
            { type: 'notifySuccess', params: { message: messages.twoFactor.disabled } },
          ],
        },
        onError: {
          target: 'prompting',
          actions: {
            type: 'notifyFailure',
            params: ({ event }) => ({
              message: serverErrorMessage(event.error, messages.twoFactor.disableFailed),
            }),
          },
        },
      },
    },
  },
});

/** The header button of SPEC 2, once the flow has left idle: 'Disable' when 2FA is on, else 'Cancel'. */
export function headerAction(
  stateName: string,
  context: Pick<TwoFactorContext, 'enabled' | 'recoveryCodes'>,
): 'Disable' | 'Cancel' | null {
  if (stateName === 'loading' || stateName === 'idle') return null;
  // The disable prompt sits over the screen it came from; over idle there is still no header button.
  const overIdle =
    ['prompting', 'closingPrompt', 'disabling'].includes(stateName) && context.recoveryCodes.length === 0;
  if (overIdle) return null;
  return context.enabled ? 'Disable' : 'Cancel';
}
