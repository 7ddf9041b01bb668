import { passwordResetMachine } from '../../../machines/passwordReset.machine';
import { toastSuccess } from '../notifications';
import { resetPasswordCall } from './accountCalls';

export function browserPasswordReset(goHome: () => void) {
  return passwordResetMachine.provide({
    actors: { resetPassword: resetPasswordCall },
    actions: {
      notifySuccess: (_, { message }) => toastSuccess(message),
      goHome,
    },
  });
}
