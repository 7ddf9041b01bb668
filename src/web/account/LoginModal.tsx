import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import { loginModalMachine } from '../../../machines/loginModal.machine';
import { passkeySignInMachine } from '../../../machines/passkeySignIn.machine';
import { signInMachine } from '../../../machines/signIn.machine';
import { signUpMachine } from '../../../machines/signUp.machine';
import { useFlow } from '../hooks/useFlow';
import { t } from '../i18n/account.messages';
import { getInspect } from '../inspector';
import { AccountModal } from './AccountModal';
import { signInEffects, signUpEffects } from './accountEffects';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const TITLES = {
  signIn: 'account.signInTitle',
  signUp: 'account.signUpTitle',
  recovery: 'account.recoveryTitle',
} as const;

export interface LoginModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The Login button's modal (SPEC 2). The flows' actors live here, outside the Modal's content, so that
 * a sign-in's reload timer keeps running after the modal has closed.
 */
export function LoginModal({ opened, onClose }: LoginModalProps) {
  const navigate = useNavigate();
  const views = useActorRef(loginModalMachine, { inspect: getInspect() });
  const signIn = useFlow(signInMachine, { effects: signInEffects(onClose) });
  const passkeySignIn = useFlow(passkeySignInMachine, { effects: signInEffects(onClose) });
  const signUp = useFlow(signUpMachine, {
    effects: signUpEffects(onClose, (data) => navigate('/email-verification', { state: data })),
  });
  const forgot = useFlow(forgotPasswordMachine, { effects: { closeModal: onClose } });
  const view = useSelector(views, (snapshot) =>
    snapshot.matches({ open: 'signUp' })
      ? 'signUp'
      : snapshot.matches({ open: 'recovery' })
        ? 'recovery'
        : 'signIn',
  );

  useEffect(() => {
    views.send({ type: opened ? 'OPEN' : 'CLOSE' });
  }, [opened, views]);

  return (
    <AccountModal opened={opened} onClose={onClose} title={t(TITLES[view])}>
      {view === 'signIn' ? (
        <SignInForm
          actor={signIn}
          passkey={passkeySignIn}
          onShowSignUp={() => views.send({ type: 'SHOW.SIGN_UP' })}
          onShowRecovery={() => views.send({ type: 'SHOW.RECOVERY' })}
        />
      ) : null}
      {view === 'signUp' ? (
        <SignUpForm actor={signUp} onShowSignIn={() => views.send({ type: 'SHOW.SIGN_IN' })} />
      ) : null}
      {view === 'recovery' ? (
        <ForgotPasswordForm actor={forgot} onShowSignIn={() => views.send({ type: 'SHOW.SIGN_IN' })} />
      ) : null}
    </AccountModal>
  );
}
