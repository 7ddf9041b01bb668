import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Tabs.css';
import { Alert, Button, Center, Container, Loader, Tabs } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { staffInboxMachine } from '../../../machines/staffInbox.machine';
import { staffMessages } from '../../shared/staffMessages';
import { ConfirmIdentityHost } from '../account/ConfirmIdentityHost';
import { PageHeader } from '../components/PageHeader';
import { PageLoader } from '../components/PageLoader';
import { downloadText } from '../downloadText';
import { useFlowState } from '../hooks/useFlow';
import type { SettingsNavigationState } from '../settings/settingsNavigation';
import { useStaffManifest } from '../staff/alerts/staffManifest';
import { useLinkedLead } from '../staff/alerts/useLinkedLead';
import { InboxLeadDrawer, StaffInbox } from '../staff/StaffInbox';
import classes from './StaffPage.module.css';

// Loaded only when the inbox refuses: its search and page index stay out of the inbox's own chunk.
const NotFoundPage = lazy(() =>
  import('./NotFoundPage').then((module) => ({ default: module.NotFoundPage })),
);

// Loaded when its tab is first opened: the schedule's views and statechart stay out of the inbox's chunk.
const StaffSchedule = lazy(() =>
  import('../staff/schedule/StaffSchedule').then((module) => ({ default: module.StaffSchedule })),
);

// Loaded when its tab is first opened: the charting library (Recharts) stays off every other page (issue 40).
const StaffInsights = lazy(() =>
  import('../staff/insights/StaffInsights').then((module) => ({ default: module.StaffInsights })),
);

// Loaded when its tab is first opened: the alert settings and their statechart (issue 40).
const StaffAlerts = lazy(() =>
  import('../staff/alerts/StaffAlerts').then((module) => ({ default: module.StaffAlerts })),
);

type StaffTab = 'leads' | 'schedule' | 'insights' | 'alerts';

/** Opens Settings on its Two Factor Auth screen, where the notice sends staff without 2FA. */
const TWO_FACTOR_SETTINGS: SettingsNavigationState = { settingOption: 'twoFactorAuth' };

/**
 * The company's lead inbox (issue 13) and, on its other tabs, the visit schedule (issue 28), the owner's
 * Insights and this device's alerts (issue 40). Only staff get this page from the server; anyone else the
 * inbox refuses (a session that ended, an address no longer listed) sees the not-found page, as for any
 * unknown address.
 */
export function StaffPage() {
  const [state, send] = useFlowState(staffInboxMachine, {
    effects: { download: ({ fileName, csv }) => downloadText(fileName, csv, 'text/csv;charset=utf-8') },
  });
  const [tab, setTab] = useState<StaffTab>('leads');
  const [scheduleOpened, setScheduleOpened] = useState(false);
  // Installable as its own app (issue 40): what iPhones need to deliver the alerts.
  useStaffManifest();
  // A staff alert's tap opens /staff?lead=<id> once the inbox is ready (issue 40).
  useLinkedLead(
    state.matches('ready')
      ? (id: string, call: boolean) => send({ type: 'LEAD.OPEN_LINKED', id, call })
      : undefined,
  );
  const [insightsOpened, setInsightsOpened] = useState(false);
  const [alertsOpened, setAlertsOpened] = useState(false);
  if (state.matches('notFound'))
    return (
      <Suspense fallback={<PageLoader />}>
        <NotFoundPage />
      </Suspense>
    );
  // The tabs wait for the first answer (a list or a failure): staff without a second factor see the
  // notice, never the tabs, and a retry after a failure keeps them.
  const firstLoad =
    state.matches('loading') && state.context.counts === null && state.context.loadError === null;
  const openLead = state.matches('ready')
    ? (id: string) => send({ type: 'LEAD.OPEN_LINKED', id })
    : undefined;
  let body: React.ReactNode;
  if (state.matches('needsStrongSignIn'))
    body = (
      <Alert color="yellow" title="Sign in with your code" role="alert">
        {staffMessages.strongSignInRequired} Sign out from the account menu, then sign in with your password
        and the code from your authenticator app.
      </Alert>
    );
  else if (state.matches('needsTwoFactor'))
    body = (
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
    );
  else if (firstLoad) body = <StaffInbox state={state} send={send} />;
  else
    body = (
      <Tabs
        value={tab}
        keepMountedMode="display-none"
        onChange={(value) => {
          if (value !== 'leads' && value !== 'schedule' && value !== 'insights' && value !== 'alerts') return;
          setTab(value);
          if (value === 'schedule') setScheduleOpened(true);
          if (value === 'insights') setInsightsOpened(true);
          if (value === 'alerts') setAlertsOpened(true);
        }}
      >
        <Tabs.List mb="lg" className={classes.tabList}>
          <Tabs.Tab value="leads">Leads</Tabs.Tab>
          <Tabs.Tab value="schedule">Schedule</Tabs.Tab>
          <Tabs.Tab value="insights">Insights</Tabs.Tab>
          <Tabs.Tab value="alerts">Alerts</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="leads">
          <StaffInbox state={state} send={send} />
        </Tabs.Panel>
        <Tabs.Panel value="schedule">
          {scheduleOpened ? (
            <Suspense
              fallback={
                <Center mih={200}>
                  <Loader aria-label="Loading the schedule" />
                </Center>
              }
            >
              <StaffSchedule visible={tab === 'schedule'} onOpenLead={openLead} />
            </Suspense>
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="insights">
          {insightsOpened ? (
            <Suspense
              fallback={
                <Center mih={200}>
                  <Loader aria-label="Loading the insights" />
                </Center>
              }
            >
              <StaffInsights />
            </Suspense>
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="alerts">
          {alertsOpened ? (
            <Suspense
              fallback={
                <Center mih={200}>
                  <Loader aria-label="Loading the alert settings" />
                </Center>
              }
            >
              <StaffAlerts />
            </Suspense>
          ) : null}
        </Tabs.Panel>
      </Tabs>
    );
  return (
    <>
      <PageHeader
        description="Estimate requests, inquiries, the visit schedule, how fast the company answers, and alerts."
        title="Lead inbox"
        eyebrow="Staff"
        noIndex
        intro="Every estimate request and inquiry sent through the website, newest first, and the in-home visits booked. New leads appear on their own. Insights shows where leads come from and how fast they were answered; Alerts sends new leads to this device."
      />
      <Container size="lg" pb="xl">
        {body}
      </Container>
      <InboxLeadDrawer state={state} send={send} />
      <ConfirmIdentityHost />
    </>
  );
}
