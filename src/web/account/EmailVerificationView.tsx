import { Button, Container, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { emailVerificationMachine } from '../../../machines/emailVerification.machine';
import { verificationResendMachine } from '../../../machines/verificationResend.machine';
import { SITE_LOCALE } from '../../api/siteLocale';
import { signUpDataFrom } from '../../shared/authForms';
import { pathInLocale } from '../../shared/i18n/locales';
import { PageHeader } from '../components/PageHeader';
import { useFlow } from '../hooks/useFlow';
import { t } from '../i18n/account.messages';
import { ThemeActorContext } from '../themeActor';
import { FormAlert } from './FormAlert';
import { saveSession } from './sessionStore';

/** /email-verification: the code from the e-mail, then the account is created (SPEC 2 and 4). */
export function EmailVerificationView() {
  const { state } = useLocation();
  const [data] = useState(() => signUpDataFrom(state));
  const theme = ThemeActorContext.useActorRef();
  const verification = useFlow(emailVerificationMachine, {
    input: { data },
    effects: {
      saveSession: ({ session }) => saveSession(session),
      storeDarkTheme: () => theme.send({ type: 'SET', theme: 'dark' }),
      // A full load of / (SPEC 4: go to / and reload), so the whole app starts signed in.
      // The home page in the page's language (/ or /es/).
      goHomeAndReload: () => window.location.assign(pathInLocale('/', SITE_LOCALE)),
    },
  });
  const resend = useFlow(verificationResendMachine, { input: { email: data?.email ?? null }, effects: {} });
  const { error, welcome } = useSelector(verification, (snapshot) => snapshot.context);
  const verifying = useSelector(verification, (snapshot) => !snapshot.matches('idle'));
  const sending = useSelector(resend, (snapshot) => snapshot.matches('sending'));
  const remaining = useSelector(resend, (snapshot) => snapshot.context.remaining);
  const [code, setCode] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verification.send({ type: 'VERIFY', code });
  };

  return (
    <>
      <PageHeader
        description={t('verifyEmail.description')}
        title={t('verifyEmail.title')}
        intro={data?.email ? t('verifyEmail.introTo', { email: data.email }) : t('verifyEmail.intro')}
      />
      <Container size="sm" pb={64}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={submit} noValidate aria-label={t('verifyEmail.title')}>
            <Stack gap="md">
              <TextInput
                label={t('verifyEmail.codeLabel')}
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                data-autofocus
              />
              <FormAlert text={error} />
              <FormAlert text={welcome} kind="success" />
              <Group justify="space-between" gap="sm">
                <Button type="submit" loading={verifying && welcome === null} disabled={welcome !== null}>
                  {t('account.verify')}
                </Button>
                <Button
                  variant="subtle"
                  loading={sending}
                  disabled={welcome !== null}
                  onClick={() => resend.send({ type: 'RESEND' })}
                >
                  {remaining > 0
                    ? t('verifyEmail.resendIn', { seconds: remaining })
                    : t('verifyEmail.resend')}
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                {t('verifyEmail.validity')}
              </Text>
            </Stack>
          </form>
        </Paper>
      </Container>
    </>
  );
}
