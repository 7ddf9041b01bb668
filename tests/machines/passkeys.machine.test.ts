import '../helpers/englishMessages';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { CreationOptions, RegistrationCredential } from '../../machines/passkeyBrowser';
import {
  type Passkey,
  type PasskeysEvent,
  passkeysMachine,
  type RenameRequest,
} from '../../machines/passkeys.machine';
import { PASSKEY_LIMIT, PASSKEY_TEXTS } from '../../src/shared/passkeys';
import { en } from '../helpers/englishText';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { apiFailure, listedWhileRunning } from '../helpers/machineEvents';
import {
  answer,
  type CallAnswer,
  getMachinePaths,
  type MachinePath,
  refuse,
  stateValuesReached,
  testEveryPath,
} from '../helpers/machinePaths';

const phone: Passkey = {
  id: '0b7e8c1a-1111-4c1e-9d3e-0a7d2c9b1f00',
  name: 'Safari on iOS',
  created_at: '2025-03-01T14:00:00.000Z',
  last_used_at: null,
};
const laptop: Passkey = {
  id: '0b7e8c1a-2222-4c1e-9d3e-0a7d2c9b1f00',
  name: 'Chrome on Linux',
  created_at: '2025-03-02T09:30:00.000Z',
  last_used_at: null,
};
const options: CreationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Generators' },
  user: { id: 'dXNlcg', name: 'ana@example.com', displayName: 'Ana Diaz' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [{ id: 'cGhvbmU', type: 'public-key' }],
};
const credential: RegistrationCredential = {
  id: 'bGFwdG9w',
  rawId: 'bGFwdG9w',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
};

// How the browser and the server say no, as the doubles throw it.
const closedPrompt = Object.assign(new Error('The operation either timed out or was not allowed.'), {
  name: 'NotAllowedError',
});
const deviceHasOne = Object.assign(new Error('The authenticator was previously registered'), {
  name: 'InvalidStateError',
  code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
});
const refusals = {
  listPasskeys: apiFailure(500, 'Database down'),
  registrationOptions: apiFailure(409, en(PASSKEY_TEXTS.limitReached)),
  verifyRegistration: apiFailure(409, en(PASSKEY_TEXTS.alreadyAdded)),
  renamePasskey: apiFailure(400, en(PASSKEY_TEXTS.nameTooLong)),
  removePasskey: apiFailure(404, en(PASSKEY_TEXTS.notFound)),
};

type Event = PasskeysEvent | CallAnswer;
type Snapshot = ReturnType<typeof passkeysMachine.transition>;

/** The server's answers that depend on what was asked: the renamed passkey, the remaining list. */
function answersFor(snapshot: Snapshot): Event[] {
  const { context } = snapshot;
  const target = context.passkeys.find((key) => key.id === context.targetId);
  return [
    answer('renamePasskey', { ...target, name: context.name.trim() }),
    answer(
      'removePasskey',
      context.passkeys.filter((key) => key.id !== context.targetId),
    ),
  ];
}

/** Typing in the name field: cleared once, then a new name, so the walk stays finite. */
function typing(snapshot: Snapshot): Event[] {
  const { name } = snapshot.context;
  if (name === '') return [{ type: 'NAME.CHANGED', value: ' Work laptop ' }];
  if (name.trim() === 'Work laptop') return [];
  return [{ type: 'NAME.CHANGED', value: '' }];
}

// A full account: the phone's passkey and nine more.
const tenKeys: Passkey[] = [
  phone,
  ...Array.from({ length: PASSKEY_LIMIT - 1 }, (_, index) => ({
    ...laptop,
    id: `0b7e8c1a-${String(index).padStart(4, '0')}-4c1e-9d3e-0a7d2c9b1f00`,
    name: `Key ${index + 2}`,
  })),
];

// Separate walks keep each graph small: loading, adding (through naming), renaming and removing, the limit.
const models: { name: string; events: (snapshot: Snapshot) => Event[] }[] = [
  {
    name: 'loading',
    events: () => [
      answer('listPasskeys', []),
      refuse('listPasskeys', refusals.listPasskeys),
      { type: 'RETRY' },
      { type: 'ADD' },
      answer('registrationOptions', options),
      refuse('registrationOptions', refusals.registrationOptions),
    ],
  },
  {
    name: 'adding',
    events: (snapshot) => [
      answer('listPasskeys', [phone]),
      // One successful add per walk.
      ...(snapshot.context.passkeys.length < 2 ? [{ type: 'ADD' } as const] : []),
      answer('registrationOptions', options),
      refuse('registrationOptions', refusals.registrationOptions),
      answer('createPasskey', credential),
      refuse('createPasskey', closedPrompt),
      refuse('createPasskey', deviceHasOne),
      answer('verifyRegistration', laptop),
      refuse('verifyRegistration', refusals.verifyRegistration),
      ...typing(snapshot),
      { type: 'SAVE' },
      { type: 'CLOSE' },
      ...answersFor(snapshot).slice(0, 1),
      refuse('renamePasskey', refusals.renamePasskey),
    ],
  },
  {
    name: 'renaming and removing',
    events: (snapshot) => [
      answer('listPasskeys', [phone, laptop]),
      { type: 'RENAME.OPEN', id: laptop.id },
      { type: 'RENAME.OPEN', id: 'not-mine' },
      { type: 'REMOVE.OPEN', id: phone.id },
      { type: 'REMOVE.OPEN', id: 'not-mine' },
      ...typing(snapshot),
      { type: 'SAVE' },
      { type: 'CLOSE' },
      { type: 'CONFIRM' },
      ...answersFor(snapshot),
      refuse('renamePasskey', refusals.renamePasskey),
      refuse('removePasskey', refusals.removePasskey),
    ],
  },
  {
    name: 'at the limit',
    events: (snapshot) => [
      answer('listPasskeys', tenKeys),
      { type: 'ADD' },
      { type: 'REMOVE.OPEN', id: phone.id },
      { type: 'CONFIRM' },
      ...answersFor(snapshot).slice(1),
      answer('registrationOptions', options),
    ],
  },
];

type StateValue = string | Record<string, unknown>;

// matches() is typed with the machine's own state values; these tests name them as plain values.
const matchesAny = (snapshot: AnyMachineSnapshot, value: StateValue) => snapshot.matches(value as never);

/** How many steps up to `index` entered `value` anew: the calls made on entering it. */
function entries(path: MachinePath<typeof passkeysMachine>, index: number, value: StateValue): number {
  let count = 0;
  let inside = false;
  for (const step of path.steps.slice(0, index + 1)) {
    const now = matchesAny(step.expected, value);
    if (now && !inside) count += 1;
    inside = now;
  }
  return count;
}

const walked = models.map((model) => ({
  ...model,
  paths: getMachinePaths({ machine: passkeysMachine, events: listedWhileRunning(model.events) }),
}));

describe.each(walked)('passkeys screen paths: $name', ({ paths }) => {
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(2));

  testEveryPath(paths, (path) => {
    const b = withDoubles(passkeysMachine, {
      listPasskeys: callDouble<Passkey[]>(),
      registrationOptions: callDouble<CreationOptions>(),
      createPasskey: callDouble<RegistrationCredential, CreationOptions>(),
      verifyRegistration: callDouble<Passkey, RegistrationCredential>(),
      renamePasskey: callDouble<Passkey, RenameRequest>(),
      removePasskey: callDouble<Passkey[], { id: string }>(),
    });
    let before: Snapshot | undefined;
    let effectsBefore = 0;
    return {
      ...b.run,
      check: (snapshot, step, index) => {
        const { context } = snapshot;
        const effects = b.effects().entries;
        const last = effects.at(-1);
        const entered = (value: StateValue) => entries(path, index, value);
        // Every call is made once per entry into its state, with what the user chose.
        expect(b.listPasskeys.inputs).toHaveLength(entered('loading'));
        expect(b.registrationOptions.inputs).toHaveLength(entered({ ready: { adding: 'fetchingOptions' } }));
        expect(b.createPasskey.inputs).toHaveLength(entered({ ready: { adding: 'prompting' } }));
        for (const input of b.createPasskey.inputs) expect(input).toEqual(options);
        expect(b.verifyRegistration.inputs).toHaveLength(entered({ ready: { adding: 'verifying' } }));
        for (const input of b.verifyRegistration.inputs) expect(input).toEqual(credential);
        expect(b.renamePasskey.inputs).toHaveLength(entered({ ready: { naming: 'saving' } }));
        for (const input of b.renamePasskey.inputs)
          expect(input).toEqual({ id: laptop.id, name: 'Work laptop' });
        expect(b.removePasskey.inputs).toHaveLength(entered({ ready: { removing: 'deleting' } }));
        for (const input of b.removePasskey.inputs) expect(input).toEqual({ id: phone.id });
        // Toasts come only with an answer.
        const answered =
          step.event.type.startsWith('xstate.done') || step.event.type.startsWith('xstate.error');
        if (!answered && index > 0) expect(effects).toHaveLength(effectsBefore);
        effectsBefore = effects.length;
        // Nothing is lost when something fails or is cancelled.
        if (step.event.type.startsWith('xstate.error') && before?.matches('ready')) {
          expect(context.passkeys).toEqual(before.context.passkeys);
        }
        switch (step.event.type) {
          case 'xstate.error.actor.listPasskeys':
            expect(snapshot.value).toEqual('loadFailed');
            expect(context.loadError).toEqual('Database down');
            break;
          case 'xstate.error.actor.registrationOptions':
            expect(last).toEqual(['notifyFailure', { message: PASSKEY_TEXTS.limitReached }]);
            expect(snapshot.matches({ ready: 'browsing' })).toEqual(true);
            break;
          case 'xstate.error.actor.createPasskey': {
            const cancelled = step.event.error === closedPrompt;
            const message = cancelled ? PASSKEY_TEXTS.cancelled : PASSKEY_TEXTS.deviceHasOne;
            expect(last).toEqual(['notifyFailure', { message }]);
            expect(snapshot.matches({ ready: 'browsing' })).toEqual(true);
            break;
          }
          case 'xstate.done.actor.verifyRegistration':
            expect(last).toEqual(['notifySuccess', { message: PASSKEY_TEXTS.added }]);
            // The naming step opens with the server's default name.
            expect(snapshot.matches({ ready: { naming: 'editing' } })).toEqual(true);
            expect(context).toMatchObject({ targetId: laptop.id, name: laptop.name, justAdded: true });
            expect(context.passkeys.at(-1)).toEqual(laptop);
            break;
          case 'xstate.error.actor.verifyRegistration':
            expect(last).toEqual(['notifyFailure', { message: PASSKEY_TEXTS.alreadyAdded }]);
            break;
          case 'xstate.done.actor.renamePasskey':
            expect(last).toEqual(['notifySuccess', { message: PASSKEY_TEXTS.renamed }]);
            expect(context.passkeys.find((key) => key.id === laptop.id)?.name).toEqual('Work laptop');
            break;
          case 'xstate.error.actor.renamePasskey':
            expect(last).toEqual(['notifyFailure', { message: PASSKEY_TEXTS.nameTooLong }]);
            expect(snapshot.matches({ ready: { naming: 'editing' } })).toEqual(true);
            break;
          case 'xstate.done.actor.removePasskey':
            expect(last).toEqual(['notifySuccess', { message: PASSKEY_TEXTS.removed }]);
            expect(context.passkeys.some((key) => key.id === phone.id || key.id === tenKeys[0]?.id)).toEqual(
              false,
            );
            break;
          case 'xstate.error.actor.removePasskey':
            expect(last).toEqual(['notifyFailure', { message: PASSKEY_TEXTS.notFound }]);
            expect(snapshot.matches({ ready: { removing: 'confirming' } })).toEqual(true);
            break;
          case 'SAVE':
            if (snapshot.matches({ ready: { naming: 'editing' } })) {
              expect(context.nameError).toEqual(PASSKEY_TEXTS.nameEmpty);
            }
            // Saving the name it already had closes the modal without a call.
            if (before?.context.name === before?.context.passkeys.find((k) => k.id === laptop.id)?.name) {
              expect(snapshot.matches({ ready: 'browsing' })).toEqual(true);
            }
            break;
          case 'ADD':
            // The limit holds on the way in: an 11th passkey is never asked for.
            expect(snapshot.matches({ ready: 'adding' })).toEqual(
              before !== undefined && before.context.passkeys.length < PASSKEY_LIMIT,
            );
            break;
          case 'CLOSE':
            expect(snapshot.matches({ ready: 'browsing' })).toEqual(true);
            expect(context).toMatchObject({ targetId: null, name: '', nameError: null, justAdded: false });
            break;
        }
        before = snapshot;
      },
    };
  });
});

describe('passkeys screen walks', () => {
  it('reach every state between them', () => {
    const reached = stateValuesReached(walked.flatMap(({ paths }) => paths));
    for (const value of [
      'loading',
      'loadFailed',
      { ready: 'browsing' },
      { ready: { adding: 'fetchingOptions' } },
      { ready: { adding: 'prompting' } },
      { ready: { adding: 'verifying' } },
      { ready: { naming: 'editing' } },
      { ready: { naming: 'saving' } },
      { ready: { removing: 'confirming' } },
      { ready: { removing: 'deleting' } },
    ]) {
      expect(reached).toContain(JSON.stringify(value));
    }
  });
});
