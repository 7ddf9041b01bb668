import { describe, expect, it } from 'vitest';
import { type Actor, SimulatedClock } from 'xstate';
import {
  type InquiryListEvent,
  type InquiryListInput,
  type InquiryPayload,
  inquiryListMachine,
  inquiryPayload,
  itemsFromStored,
} from '../../machines/inquiryList.machine';
import { type Keyed, RETRY_DELAYS_MS } from '../../machines/keyedRetry';
import { ApiError, type ApiSchemas } from '../../src/api/client';
import { inquiryLead, type LeadDraft } from '../../src/api/offline/savedLeads';
import { invalidEmailMessage } from '../../src/shared/email';
import type { Message } from '../../src/shared/i18n/message';
import { inquirySentMessage } from '../../src/shared/inquirySent';
import { messages } from '../../src/shared/messages';
import { offlineLeadTexts } from '../../src/shared/offlineLeads';
import { callDouble } from '../helpers/machineDoubles';
import { eventsWhileRunning } from '../helpers/machineEvents';
import {
  answer,
  type CallAnswer,
  getMachinePaths,
  type MachinePath,
  refuse,
  testEveryPath,
} from '../helpers/machinePaths';
import { shown as textOf } from '../helpers/shownText';

type Machine = typeof inquiryListMachine;
type Snapshot = ReturnType<Machine['transition']>;

const A = 'Portable Diesel 9000';
const B = 'Standby Propane 22kW';
const phoneRefused = 'Please enter a valid 10-digit phone number';
const keyPrefix = 'page-1';

// The server's answers to the request: the path steps settle the request double with them.
const callText = "We'll call you within 15 minutes.";
const done = answer('sendInquiry', {
  message: 'ok',
  expect_call: { by: '2026-11-24T15:15:00.000Z', within_minutes: 15, text: callText },
});
const refused = refuse('sendInquiry', new ApiError(400, phoneRefused, { error: phoneRefused }));
const offline = refuse('sendInquiry', new TypeError('Failed to fetch'));
// The phone's outbox: it keeps the inquiry, or cannot (private mode, full storage).
const saved = answer('saveLeadOffline', undefined);
const notSaved = refuse(
  'saveLeadOffline',
  new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
);

/** The list as the browser runs it: online (navigator.onLine true) or offline at every send. */
const onlineList = inquiryListMachine;
const offlineList = inquiryListMachine.provide({ guards: { isOffline: () => true } });

const field = (name: 'name' | 'email' | 'phone', value: string): InquiryListEvent => ({
  type: 'FIELD.CHANGED',
  field: name,
  value,
});

/** The browser and the API as the machine sees them: a cookie, two toast containers and a pending request. */
function fakeBrowser(input: InquiryListInput, machine: Machine) {
  const sendInquiry = callDouble<ApiSchemas['InquirySent'], Keyed<InquiryPayload>>();
  const saveLeadOffline = callDouble<void, LeadDraft>();
  const record = {
    cookie: itemsFromStored(input.stored).map((item) => item.name),
    cookieWrites: 0,
    toasts: [] as { kind: 'success' | 'failure'; message: Message | string }[],
    sent: sendInquiry.inputs,
    saved: saveLeadOffline.inputs,
    resendsAsked: 0,
  };
  const logic = machine.provide({
    actors: { sendInquiry: sendInquiry.logic, saveLeadOffline: saveLeadOffline.logic },
  });
  const attach = (actor: Actor<Machine>) => {
    actor.on('*', (effect) => {
      if (effect.type === 'persistList') {
        record.cookie = effect.names;
        record.cookieWrites += 1;
      } else if (effect.type === 'notifySuccess')
        record.toasts.push({ kind: 'success', message: effect.message });
      else if (effect.type === 'notifyFailure')
        record.toasts.push({ kind: 'failure', message: effect.message });
      else if (effect.type === 'leadSavedOffline') record.resendsAsked += 1;
    });
  };
  return { logic, record, attach, calls: { sendInquiry, saveLeadOffline } };
}

const isSending = (snapshot: Snapshot) => snapshot.matches({ request: 'sending' });
const isWaiting = (snapshot: Snapshot) => snapshot.matches({ request: 'waitingToRetry' });
const isSaving = (snapshot: Snapshot) => snapshot.matches({ request: 'savingOffline' });
const isSaved = (snapshot: Snapshot) => snapshot.matches({ request: 'savedOffline' });
const firstTry = (snapshot: Snapshot) => (snapshot.context.submission?.retries ?? 0) === 0;
const retryTimer = (snapshot: Snapshot) =>
  eventsWhileRunning<InquiryListEvent | CallAnswer>([])(snapshot).filter((event) =>
    event.type.startsWith('xstate.after.'),
  );

/** Runs every path of a model, checking the invariants that hold after every step. */
function walk(paths: MachinePath<Machine>[], input: InquiryListInput, machine: Machine = onlineList) {
  testEveryPath(paths, (path) => {
    const browser = fakeBrowser(input, machine);
    let toastsBefore = 0;
    /** The body each key was sent with, and the keys answered: what the server saw. */
    const bodyOfKey = new Map<string, string>();
    const answeredKeys = new Set<string>();
    /** The keys handed to the outbox: the list never sends them again. */
    const savedKeys = new Set<string>();
    return {
      logic: browser.logic,
      clock: new SimulatedClock(),
      calls: browser.calls,
      attach: browser.attach,
      check: (snapshot, step, index) => {
        const { context } = snapshot;
        const before = path.steps[index - 1]?.expected;
        // The cookie always holds exactly the listed names.
        expect(browser.record.cookie).toEqual(context.items.map((item) => item.name));
        const newToasts = browser.record.toasts.slice(toastsBefore);
        toastsBefore = browser.record.toasts.length;
        if (step.event === done) {
          // The toast says when the company will call, as the server worded it (issue 40).
          expect(newToasts).toEqual([{ kind: 'success', message: inquirySentMessage(callText) }]);
          expect(snapshot.matches({ panel: 'closed' })).toBe(true);
          expect(context.contact).toEqual(context.prefill);
          expect(context.items.every((item) => item.message === '')).toBe(true);
        } else if (
          step.event === offline &&
          before &&
          !before.context.signedIn &&
          !before.context.outboxFailed
        ) {
          // A guest's inquiry that got no answer goes to the phone's outbox, quietly, instead of a retry.
          expect(isSaving(snapshot)).toBe(true);
          expect(newToasts).toEqual([]);
          expect(context.error).toBeNull();
        } else if (step.event === saved) {
          // Like a send: the list and contact reset, but the panel stays open with the saved note; the page
          // is asked to send it soon.
          expect(isSaved(snapshot)).toBe(true);
          expect(newToasts).toEqual([]);
          expect(context.contact).toEqual(context.prefill);
          expect(context.submission?.settled).toBe(true);
          expect(browser.record.resendsAsked).toBe(browser.record.saved.length);
        } else if (step.event === notSaved) {
          // The phone could not keep it: sent as before (retries included from now on), nothing lost.
          expect(isSending(snapshot)).toBe(true);
          expect(context.outboxFailed).toBe(true);
          expect(newToasts).toEqual([]);
        } else if (
          step.event === offline &&
          (before?.context.submission?.retries ?? 0) < RETRY_DELAYS_MS.length
        ) {
          // No answer may be the network: the same inquiry goes again after a back-off, quietly.
          expect(isWaiting(snapshot)).toBe(true);
          expect(snapshot.hasTag('retrying')).toBe(true);
          expect(newToasts).toEqual([]);
          expect(context.error).toBeNull();
        } else if (step.event === refused || step.event === offline) {
          expect(newToasts).toEqual([{ kind: 'failure', message: messages.inquiry.failed }]);
          expect(textOf(context.error)).toBe(
            textOf(step.event === refused ? phoneRefused : messages.inquiry.failed),
          );
        } else if (
          step.event.type === 'SEND' &&
          !isSending(snapshot) &&
          !isSaving(snapshot) &&
          context.items.length > 0
        ) {
          const told: Message[] = [messages.inquiry.missingFields, offlineLeadTexts.signedInOffline];
          expect([...told, invalidEmailMessage]).toContain(context.error);
          expect(newToasts).toEqual(
            context.error && told.includes(context.error)
              ? [{ kind: 'failure', message: context.error }]
              : [],
          );
        } else {
          expect(newToasts).toEqual([]);
        }
        if (step.event.type === 'SEND' && isSending(snapshot)) {
          expect(context.error).toBeNull();
          expect(browser.record.sent.at(-1)).toEqual({
            key: context.submission?.key,
            body: inquiryPayload(context),
          });
        }
        expect(snapshot.hasTag('sending')).toBe(
          isSending(snapshot) || isWaiting(snapshot) || isSaving(snapshot),
        );
        if (isSaving(snapshot) && before && !isSaving(before)) {
          // The outbox gets exactly the key and body the failed try sent (or, offline at the send, would
          // have sent); nothing answered is ever saved.
          const submission = context.submission;
          expect(submission).not.toBeNull();
          if (submission) {
            const { key, body } = submission;
            expect(browser.record.saved.at(-1)).toEqual(inquiryLead(key, body));
            if (isSending(before)) expect(browser.record.sent.at(-1)).toEqual({ key, body });
            else expect(step.event.type).toBe('SEND');
            expect(answeredKeys.has(key)).toBe(false);
          }
        }
        if (step.event === saved) savedKeys.add(before?.context.submission?.key ?? '');
        const sent = browser.record.sent.at(-1);
        if (isSending(snapshot) && before && !isSending(before) && sent) {
          // A key never goes with two bodies (the server would refuse it) nor again once answered, and a
          // retry sends exactly what the failed try sent, items added meanwhile or not.
          expect(sent.key).toMatch(new RegExp(`^${keyPrefix}-\\d+$`));
          expect(bodyOfKey.get(sent.key) ?? JSON.stringify(sent.body)).toBe(JSON.stringify(sent.body));
          bodyOfKey.set(sent.key, JSON.stringify(sent.body));
          expect(answeredKeys.has(sent.key)).toBe(false);
          expect(savedKeys.has(sent.key)).toBe(false);
          if (isWaiting(before)) expect(browser.record.sent.at(-2)).toEqual(sent);
          // The phone could not keep it: what goes is exactly what was to be kept.
          if (isSaving(before)) expect(browser.record.saved.at(-1)).toEqual(inquiryLead(sent.key, sent.body));
        }
        if (step.event === done && sent) answeredKeys.add(sent.key);
      },
    };
  });
}

describe('inquiry list: collecting items', () => {
  const input = { stored: undefined, user: null, keyPrefix };
  const paths = getMachinePaths({
    machine: inquiryListMachine,
    input,
    events: [
      { type: 'ITEM.ADD', name: A },
      { type: 'ITEM.ADD', name: B },
      { type: 'ITEM.ADD', name: '  ' },
      { type: 'ITEM.REMOVE', name: A },
      { type: 'ITEM.MESSAGE', name: A, message: 'Two units, please' },
    ],
  });

  it('reaches every order of the two items, with and without a message', () => {
    const lists = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.expected.context.items))),
    );
    expect([...lists].sort()).toEqual(
      [
        [],
        [{ name: A, message: '' }],
        [{ name: A, message: 'Two units, please' }],
        [{ name: B, message: '' }],
        [
          { name: A, message: '' },
          { name: B, message: '' },
        ],
        [
          { name: A, message: 'Two units, please' },
          { name: B, message: '' },
        ],
        [
          { name: B, message: '' },
          { name: A, message: '' },
        ],
        [
          { name: B, message: '' },
          { name: A, message: 'Two units, please' },
        ],
      ]
        .map((list) => JSON.stringify(list))
        .sort(),
    );
  });

  walk(paths, input);
});

describe('inquiry list: opening and closing the panel', () => {
  const input = { stored: [A], user: null, keyPrefix };
  const paths = getMachinePaths({
    machine: inquiryListMachine,
    input,
    events: [{ type: 'OPEN' }, { type: 'CLOSE' }, { type: 'TOGGLE' }],
  });
  it('has both panel states and all six moves', () => {
    expect(paths.flatMap((path) => path.steps.slice(1)).length).toBeGreaterThanOrEqual(6);
  });
  walk(paths, input);
});

describe('inquiry list: a guest fills the form and sends the saved list', () => {
  const input = { stored: [A, { name: B }, 42, A], user: null, keyPrefix };
  const paths = getMachinePaths({
    machine: inquiryListMachine,
    input,
    events: (snapshot): (InquiryListEvent | CallAnswer)[] => {
      const { contact, items } = snapshot.context;
      if (isWaiting(snapshot)) return retryTimer(snapshot);
      if (isSaving(snapshot)) return [saved, notSaved];
      // One lost answer: kept on the phone, or, when the phone cannot keep it, retried once (running out of
      // retries has a model of its own below).
      if (isSending(snapshot)) return firstTry(snapshot) ? [done, refused, offline] : [done];
      // After a successful send the list is empty and the walk ends.
      if (items.length === 0) return [];
      const next: (InquiryListEvent | CallAnswer)[] = [{ type: 'SEND' }];
      if (snapshot.matches({ panel: 'closed' }) && contact.name === '') next.push({ type: 'OPEN' });
      if (contact.name === '') next.push(field('name', 'Ana Diaz'));
      else if (contact.email === '') next.push(field('email', 'ana@'), field('email', 'ana@example.com'));
      else if (contact.email === 'ana@') next.push(field('email', 'ana@example.com'));
      else if (contact.phone === '') next.push(field('phone', '(407) 555-0142'));
      return next;
    },
  });

  it('reads the saved list: names only, duplicates and junk dropped', () => {
    expect(paths[0]?.steps[0]?.expected.context.items).toEqual([
      { name: A, message: '' },
      { name: B, message: '' },
    ]);
  });

  it('sends, succeeds and fails', () => {
    const events = new Set(paths.flatMap((path) => path.steps.map((step) => step.event)));
    for (const event of [done, refused, offline]) expect(events.has(event)).toBe(true);
    const sending = paths.flatMap((path) => path.steps).find((step) => isSending(step.expected))?.expected;
    expect(sending && inquiryPayload(sending.context)).toEqual({
      name: 'Ana Diaz',
      email: 'ana@example.com',
      phone: '4075550142',
      products: [
        { name: A, message: '' },
        { name: B, message: '' },
      ],
    });
  });

  walk(paths, input);
});

describe('inquiry list: a signed-in user, and items added while sending', () => {
  const input = {
    stored: [A],
    user: { first_name: 'Ana', last_name: 'Diaz', email: 'ana@example.com' },
    keyPrefix,
  };
  const paths = getMachinePaths({
    machine: inquiryListMachine,
    input,
    events: (snapshot): (InquiryListEvent | CallAnswer)[] => {
      if (isSending(snapshot)) {
        const extra = snapshot.context.items.length === 1 ? [{ type: 'ITEM.ADD', name: B } as const] : [];
        return [done, refused, ...(firstTry(snapshot) ? [offline] : []), ...extra];
      }
      if (isWaiting(snapshot)) {
        const extra = snapshot.context.items.length === 1 ? [{ type: 'ITEM.ADD', name: B } as const] : [];
        return [...retryTimer(snapshot), ...extra];
      }
      if (snapshot.context.items.every((item) => item.name === B)) return [];
      return [{ type: 'SEND' }, ...(snapshot.context.contact.phone ? [] : [field('phone', '407-555-0142')])];
    },
  });

  it('prefills the contact from the user', () => {
    expect(paths[0]?.steps[0]?.expected.context.contact).toEqual({
      name: 'Ana Diaz',
      email: 'ana@example.com',
      phone: '',
    });
  });

  it('keeps an item added during the send and resets the fields to the user', () => {
    const kept = paths.some((path) => {
      const last = path.steps.at(-1);
      return last?.event === done && last.expected.context.items.some((item) => item.name === B);
    });
    expect(kept).toBe(true);
  });

  walk(paths, input);
});

describe('inquiry list: a lost answer is retried under the same key until the retries run out', () => {
  const input = {
    stored: [A],
    user: { first_name: 'Ana', last_name: 'Diaz', email: 'ana@example.com' },
    keyPrefix,
  };
  const paths = getMachinePaths({
    machine: inquiryListMachine,
    input,
    events: (snapshot): (InquiryListEvent | CallAnswer)[] => {
      if (isWaiting(snapshot)) return retryTimer(snapshot);
      if (isSending(snapshot)) return [done, offline];
      const { contact, items, error } = snapshot.context;
      if (items.length === 0) return [];
      if (contact.phone === '') return [field('phone', '407-555-0142')];
      // After the retries ran out: the same inquiry again, or one with a message added.
      const changed = items.some((item) => item.message !== '');
      return error && !changed
        ? [{ type: 'SEND' }, { type: 'ITEM.MESSAGE', name: A, message: 'Two, please' }]
        : [{ type: 'SEND' }];
    },
  });

  it('gives up after every back-off with the failure shown, and sends the same inquiry again under its key', () => {
    const gaveUp = paths.filter((path) => path.steps.some((step) => step.expected.context.error));
    expect(gaveUp.length).toBeGreaterThan(0);
    for (const path of gaveUp) {
      const waits = path.steps.filter((step) => step.event.type.startsWith('xstate.after.')).length;
      expect(waits).toBeGreaterThanOrEqual(RETRY_DELAYS_MS.length);
    }
    const resent = paths.filter((path) =>
      path.steps.some((step, i) => step.event.type === 'SEND' && path.steps[i - 1]?.expected.context.error),
    );
    expect(resent.length).toBeGreaterThan(0);
    for (const path of resent) {
      const keys = new Set(
        path.steps
          .filter((step) => isSending(step.expected))
          .map((step) => step.expected.context.submission?.key),
      );
      const changed = path.steps.some((step) => step.event.type === 'ITEM.MESSAGE');
      expect(keys).toEqual(new Set(changed ? [`${keyPrefix}-1`, `${keyPrefix}-2`] : [`${keyPrefix}-1`]));
    }
  });

  walk(paths, input);
});

/** The model of a guest who fills the contact fields one by one, then sends. */
function guestFillsAndSends(snapshot: Snapshot): InquiryListEvent[] {
  const { contact } = snapshot.context;
  if (contact.name === '') return [field('name', 'Ana Diaz')];
  if (contact.email === '') return [field('email', 'ana@example.com')];
  if (contact.phone === '') return [field('phone', '(407) 555-0142')];
  return [{ type: 'SEND' }];
}

describe("inquiry list: a guest's inquiry kept on the phone, then another one", () => {
  const input = { stored: [A], user: null, keyPrefix };
  const paths = getMachinePaths({
    machine: onlineList,
    input,
    events: (snapshot): (InquiryListEvent | CallAnswer)[] => {
      const { items, submission } = snapshot.context;
      if (isWaiting(snapshot)) return retryTimer(snapshot);
      if (isSaving(snapshot)) return [saved, notSaved];
      // The first inquiry gets no answer; the second may.
      if (isSending(snapshot)) return submission?.count === 1 ? [offline] : [done, offline];
      if (items.length === 0)
        return isSaved(snapshot) && submission?.count === 1 ? [{ type: 'ITEM.ADD', name: B }] : [];
      return guestFillsAndSends(snapshot);
    },
  });

  it('keeps the first inquiry under its key, and numbers the next one anew', () => {
    const twice = paths.filter((path) =>
      path.steps.some((step) => step.expected.context.submission?.count === 2),
    );
    expect(twice.length).toBeGreaterThan(0);
    for (const path of twice) {
      expect(path.steps.some((step) => step.event === saved)).toBe(true);
      // Each key goes (to the server or the outbox) with one body only: the saved one is never reused.
      const keyed = path.steps
        .filter((step) => isSending(step.expected) || isSaving(step.expected))
        .map(({ expected }) => {
          const products = expected.context.submission?.body.products.map((product) => product.name);
          return `${expected.context.submission?.key} ${products?.join()}`;
        });
      expect(new Set(keyed)).toEqual(new Set([`${keyPrefix}-1 ${A}`, `${keyPrefix}-2 ${B}`]));
    }
  });

  walk(paths, input);
});

describe('inquiry list: offline at the send', () => {
  describe('a guest', () => {
    const input = { stored: [A, B], user: null, keyPrefix };
    const paths = getMachinePaths({
      machine: offlineList,
      input,
      events: (snapshot): (InquiryListEvent | CallAnswer)[] => {
        if (isWaiting(snapshot)) return retryTimer(snapshot);
        if (isSaving(snapshot)) return [saved, notSaved];
        if (isSending(snapshot)) return firstTry(snapshot) ? [done, offline] : [done];
        if (snapshot.context.items.length === 0) return [];
        return guestFillsAndSends(snapshot);
      },
    });

    it('keeps the inquiry without trying to send it, and sends it when the phone cannot keep it', () => {
      const keptAtOnce = paths.some((path) =>
        path.steps.some((step, i) => step.event.type === 'SEND' && isSaving(step.expected) && i > 0),
      );
      expect(keptAtOnce).toBe(true);
      expect(paths.some((path) => path.steps.some((step) => step.event === notSaved))).toBe(true);
    });

    walk(paths, input, offlineList);
  });

  describe('a signed-in user', () => {
    const input = {
      stored: [A],
      user: { first_name: 'Ana', last_name: 'Diaz', email: 'ana@example.com' },
      keyPrefix,
    };
    const paths = getMachinePaths({
      machine: offlineList,
      input,
      events: (snapshot): InquiryListEvent[] =>
        snapshot.context.contact.phone === '' ? [field('phone', '407-555-0142')] : [{ type: 'SEND' }],
    });

    it('is told to send again once online; nothing is kept or sent', () => {
      const last = paths.flatMap((path) => path.steps).filter((step) => step.event.type === 'SEND');
      expect(last.length).toBeGreaterThan(0);
      const afterPhone = last.filter((step) => step.expected.context.contact.phone !== '');
      expect(afterPhone.length).toBeGreaterThan(0);
      for (const step of afterPhone) {
        expect(step.expected.matches({ request: 'idle' })).toBe(true);
        expect(textOf(step.expected.context.error)).toBe(textOf(offlineLeadTexts.signedInOffline));
        expect(step.expected.context.submission).toBeNull();
      }
    });

    walk(paths, input, offlineList);
  });
});
