import { setup } from 'xstate';

// The login modal of the navigation bar (SPEC 2): closed, or open on one of its views. The 2FA step is a
// step of the sign-in view (signIn machine), since it continues that sign-in.

export type LoginModalEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'SHOW.SIGN_IN' }
  | { type: 'SHOW.SIGN_UP' }
  | { type: 'SHOW.RECOVERY' };

export const loginModalMachine = setup({
  types: { events: {} as LoginModalEvent },
}).createMachine({
  id: 'loginModal',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open' } },
    open: {
      initial: 'signIn',
      on: {
        CLOSE: 'closed',
        'SHOW.SIGN_IN': '.signIn',
        'SHOW.SIGN_UP': '.signUp',
        'SHOW.RECOVERY': '.recovery',
      },
      states: { signIn: {}, signUp: {}, recovery: {} },
    },
  },
});
