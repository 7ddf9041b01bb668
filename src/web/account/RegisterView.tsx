import { Container, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signInMachine } from '../../../machines/signIn.machine';
import { signUpMachine } from '../../../machines/signUp.machine';
import { registerPrefillFrom } from '../../shared/authForms';
import { PageHeader } from '../components/PageHeader';
import { useFlow } from '../hooks/useFlow';
import { t } from '../i18n/account.messages';
import { signInEffects, signUpEffects } from './accountEffects';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const noModal = () => {};

/** /register: the sign-up form as a page, with a toggle to sign in and the forgot-password modal. */
export function RegisterView() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const [prefill] = useState(() => registerPrefillFrom(state));
  const [view, setView] = useState<'signUp' | 'signIn'>('signUp');
  const [forgotOpened, forgot] = useDisclosure(false);
  const signUp = useFlow(signUpMachine, {
    effects: signUpEffects(noModal, (data) => navigate('/email-verification', { state: data })),
  });
  const signIn = useFlow(signInMachine, { effects: signInEffects(noModal) });

  return (
    <>
      <PageHeader
        description={t('register.description')}
        title={view === 'signUp' ? t('register.titleSignUp') : t('register.titleSignIn')}
        intro={view === 'signUp' ? t('register.introSignUp') : t('register.introSignIn')}
      />
      <Container size="sm" pb={64}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {view === 'signUp' ? (
            <SignUpForm actor={signUp} prefill={prefill} onShowSignIn={() => setView('signIn')} />
          ) : (
            <SignInForm actor={signIn} onShowSignUp={() => setView('signUp')} onShowRecovery={forgot.open} />
          )}
        </Paper>
      </Container>
      <ForgotPasswordModal opened={forgotOpened} onClose={forgot.close} />
    </>
  );
}
