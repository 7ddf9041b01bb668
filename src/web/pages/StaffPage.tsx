import '@mantine/core/styles/Alert.css';
import { Alert, Button, Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { staffInboxMachine } from '../../../machines/staffInbox.machine';
import { staffMessages } from '../../shared/staffMessages';
import { ConfirmIdentityHost } from '../account/ConfirmIdentityHost';
import { PageHeader } from '../components/PageHeader';
import { PageLoader } from '../components/PageLoader';
import { downloadText } from '../downloadText';
import { useFlowState } from '../hooks/useFlow';
import type { SettingsNavigationState } from '../settings/settingsNavigation';
import { StaffInbox } from '../staff/StaffInbox';

// Loaded only when the inbox refuses: its search and page index stay out of the inbox's own chunk.
const NotFoundPage = lazy(() =>
  import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);

/** Opens Settings on its Two Factor Auth screen, where the notice sends staff without 2FA. */
const TWO_FACTOR_SETTINGS: SettingsNavigationState = { settingOption: 'twoFactorAuth' };

/**
 * The company's lead inbox (issue 13). Only staff get this page from the server; anyone else the inbox
 * refuses (a session that ended, an address no longer listed) sees the not-found page, as for any
 * unknown address.
 */
export function StaffPage() {
  const [state, send] = useFlowState(staffInboxMachine, {
    effects: { download: ({ fileName, csv }) => downloadText(fileName, csv, 'text/csv;charset=utf-8') },
  });
  if (state.matches('notFound'))
    return (
      <Suspense fallback={<PageLoader />}>
        <NotFoundPage />
      </Suspense>
    );
  return (
    <>
      <PageHeader
        description="Estimate requests and inquiries sent through the website."
        title="Lead inbox"
        eyebrow="Staff"
        noIndex
        intro="Every estimate request and inquiry sent through the website, newest first. New leads appear on their own."
      />
      {state.matches('needsStrongSignIn') ? (
        <Container size="lg" pb="xl">
          <Alert color="yellow" title="Sign in with your code" role="alert">
            {staffMessages.strongSignInRequired} Sign out from the account menu, then sign in with your
            password and the code from your authenticator app.
          </Alert>
        </Container>
      ) : state.matches('needsTwoFactor') ? (
        <Container size="lg" pb="xl">
          <Alert color="yellow" title="Two-factor authentication needed" role="alert">
            {staffMessages.twoFactorRequired}
            <Button
              component={Link}
              to="/settings"
              state={TWO_FACTOR_SETTINGS}
              variant="default"
              display="block"
              w="fit-content"
              mt="sm"
            >
              Open Two Factor Auth settings
            </Button>
          </Alert>
        </Container>
      ) : (
        <StaffInbox state={state} send={send} />
      )}
      <ConfirmIdentityHost />
    </>
  );
}
