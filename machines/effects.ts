import type { Message } from '../src/shared/i18n/message';

// What a flow asks of the browser, as events its machine emits (`emit` in the machine's named actions).
// The web layer's `useFlow` runs the shared ones the same way for every flow (toasts, reload, the log) and
// the view passes its own (close a modal, navigate, write a cookie); tests listen with `actor.on`.

/**
 * A toast in one of the shared containers: a Message (issue 39), shown in the page's language; a plain
 * string only for the staff area, which stays English.
 */
export type Notify = { type: 'notifySuccess' | 'notifyFailure' | 'notifyInfo'; message: Message | string };

/** Effects every flow may emit, run by the web layer in one place. */
export type SharedEffect = Notify | { type: 'reload' } | { type: 'logError'; error: unknown };

export const SHARED_EFFECTS = ['notifySuccess', 'notifyFailure', 'notifyInfo', 'reload', 'logError'] as const;
