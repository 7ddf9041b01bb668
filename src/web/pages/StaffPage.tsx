import '@mantine/core/styles/Alert.css';
import { Alert, Button, Container } from '@mantine/core';
import { Link } from 'react-router-dom';
import { staffInboxMachine } from '../../../machines/staffInbox.machine';
import { messages } from '../../shared/messages';
import { PageHeader } from '../components/PageHeader';
import { downloadText } from '../downloadText';
import { useFlowState } from '../hooks/useFlow';
import { StaffInbox } from '../staff/StaffInbox';
import { NotFoundPage } from './NotFoundPage';

/**
 * The company's lead inbox (issue 13). Only staff get this page from the server; anyone else the inbox
 * refuses (a session that ended, an address no longer listed) sees the not-found page, as for any
 * unknown address.
 */
export function StaffPage() {
  const [state, send] = useFlowState(staffInboxMachine, {
    effects: { download: ({ fileName, csv }) => downloadText(fileName, csv, 'text/csv;charset=utf-8') },
  });
  if (state.matches('notFound')) return <NotFoundPage />;
  return (
    <>
      <PageHeader
        description="Estimate requests and inquiries sent through the website."
        title="Lead inbox"
        eyebrow="Staff"
        noIndex
        intro="Every estimate request and inquiry sent through the website, newest first. New leads appear on their own."
      />
      {state.matches('needsTwoFactor') ? (
        <Container size="xl" pb="xl">
          <Alert color="yellow" title="Two-factor authentication needed" role="alert">
            {messages.staff.twoFactorRequired}
            <Button component={Link} to="/settings" variant="default" display="block" w="fit-content" mt="sm">
              Open Settings
            </Button>
          </Alert>
        </Container>
      ) : (
        <StaffInbox state={state} send={send} />
      )}
    </>
  );
}
