import { assign, emit, setup } from 'xstate';
import { type Message, verbatim } from '../src/shared/i18n/message';
import {
  changesBesidesEmail,
  formFromUser,
  hasProfileErrors,
  isProfileChanged,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
  type ProfileUpdateBody,
  type ProfileUser,
  profileErrors,
  profileUpdateBody,
} from '../src/shared/profileRules';
import { apiCall } from './apiCall';
import type { SharedEffect } from './effects';
import { type EmailChangeInput, type EmailChangeOutput, emailChangeMachine } from './emailChange.machine';
import { type Keyed, keyHeaders, mayRetry, retryDelay, type Submission } from './keyedRetry';

// The profile page's context, events, calls, actions and guards, shared by its machine
// (profile.machine.ts), which lays out the regions; the e-mail change step is its own machine
// (emailChange.machine.ts), invoked while a new address waits for its code.

export interface AccountUser extends ProfileUser {
  profileimg: string | null;
}

export interface ProfileInput {
  /** The user of the authUser cookie, shown until the server answers. */
  stored: AccountUser;
  /** Random, made once per page (newKeyPrefix): each upload's Idempotency-Key is numbered under it. */
  keyPrefix: string;
}

export interface ProfileContext {
  saved: AccountUser;
  form: ProfileForm;
  errors: ProfileErrors;
  file: Blob | null;
  keyPrefix: string;
  /** The file being uploaded, or last uploaded without success, under its key. */
  upload: Submission<Blob> | null;
}

export type ProfileEvent =
  | { type: 'FIELD.CHANGED'; field: ProfileField; value: string }
  | { type: 'SAVE' }
  | { type: 'FILE.CHOSEN'; file: Blob | null }
  | { type: 'UPLOAD' }
  | { type: 'TAB.VISIBLE' }
  | { type: 'PHONE_NUMBERS' };

/**
 * PUT /users/update's answer (ProfileUpdateResult): the user as saved and, when a new e-mail address was
 * asked for, the address its code went to (payload.email stays the old one until the code is entered).
 */
export interface ProfileSaved {
  payload: AccountUser;
  pending_email?: string;
  message?: string;
}

/** What the e-mail change step is started with, from the save that asked for the new address. */
export function emailChangeInput(saved: ProfileSaved): EmailChangeInput {
  return {
    pendingEmail: saved.pending_email ?? '',
    notice: saved.message === undefined ? null : verbatim(saved.message),
  };
}

export function isImageFile(file: Blob | null): file is Blob {
  return file?.type.startsWith('image/') === true;
}

export function accountUser(user: AccountUser): AccountUser {
  const { first_name, last_name, username, email, profileimg } = user;
  return { first_name, last_name, username, email, profileimg };
}

/** What this flow asks of the browser (see machines/effects.ts). */
export type ProfileEffect =
  | SharedEffect
  | { type: 'storeUser'; user: AccountUser }
  | { type: 'openPhoneNumbers' };

export const profileSetup = setup({
  types: {
    context: {} as ProfileContext,
    input: {} as ProfileInput,
    events: {} as ProfileEvent,
    emitted: {} as ProfileEffect,
    // Typed so the view can reach the running e-mail change step as `snapshot.children.emailChange`.
    children: {} as { emailChange: 'emailChange' },
  },
  actors: {
    /** GET /users/user. */
    fetchUser: apiCall<AccountUser>(async ({ api, unwrap }) => unwrap(await api.GET('/users/user')).payload),
    /** PUT /users/update. */
    updateUser: apiCall<ProfileSaved, ProfileUpdateBody>(async ({ api, unwrap }, body) =>
      unwrap(await api.PUT('/users/update', { body })),
    ),
    /** POST /images/upload, answering the user with the new profileimg. */
    uploadImage: apiCall<AccountUser, Keyed<Blob>>(
      async ({ api, unwrap, imageUploadInit }, { key, body }) =>
        unwrap(await api.POST('/images/upload', { ...imageUploadInit(body), headers: keyHeaders(key) }))
          .payload,
    ),
    emailChange: emailChangeMachine,
  },
  actions: {
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    notifyFailure: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifyFailure', message }) as const,
    ),
    /** The user as the server now has it, in the page and its form (typed passwords are cleared). */
    showSaved: assign((_, { user }: { user: AccountUser }) => ({
      saved: accountUser(user),
      form: formFromUser(user),
    })),
    /** Writes the authUser cookie, so the header and other pages show the new values. */
    storeUser: emit(
      (_, { user }: { user: AccountUser }) => ({ type: 'storeUser', user: accountUser(user) }) as const,
    ),
    /** Goes to /settings with the Phone Numbers option chosen. */
    openPhoneNumbers: emit({ type: 'openPhoneNumbers' }),
  },
  guards: {
    isChanged: ({ context }) => isProfileChanged(context.form, context.saved),
    passesRules: ({ context }) => !hasProfileErrors(profileErrors(context.form)),
    isImage: ({ event }) => event.type === 'FILE.CHOSEN' && isImageFile(event.file),
    canRetry: ({ context, event }) => mayRetry({ context: { submission: context.upload }, event }),
    /** The save asked for a new e-mail address, which now waits for the code sent to it. */
    emailPending: (_, saved: ProfileSaved) => saved.pending_email !== undefined,
    /** As emailPending, and the same save changed more, which the server applied at once. */
    emailPendingAndMoreSaved: ({ context }, saved: ProfileSaved) =>
      saved.pending_email !== undefined &&
      changesBesidesEmail(profileUpdateBody(context.form, context.saved)),
    /** The e-mail change step ended with the changed user (not cancelled). */
    emailChanged: (_, output: EmailChangeOutput) => output !== null,
  },
  delays: { retryDelay: ({ context }) => retryDelay({ context: { submission: context.upload } }) },
});
