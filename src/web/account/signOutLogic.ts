import { signOutMachine } from '../../../machines/signOut.machine';
import { toastSuccess } from '../notifications';
import { signOutCall } from './accountCalls';
import { reloadPage } from './accountLogic';
import { clearStoredValues } from './sessionStore';

export const browserSignOut = signOutMachine.provide({
  actors: { signOut: signOutCall },
  actions: {
    clearStoredValues,
    notifySuccess: (_, { message }) => toastSuccess(message),
    reload: reloadPage,
  },
});
