import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { firstContactSummary } from '../../../machines/staffInbox.firstContact';
import type { StaffInboxEvent } from '../../../machines/staffInbox.machine';
import type { LeadDetail } from '../../../machines/staffInbox.rules';
import { LOGGED_CONTACT_CHANNELS, type LoggedContactChannel } from '../../shared/leadInbox';
import { formatLeadPhone, formatLeadTime } from './leadFormat';

// The drawer's contact block (issue 40): the first contact (or how long the customer has been waiting
// for one), a Call link, and the three one-tap logs. What to show comes from the machine's state.

const TAP_LABELS: Record<LoggedContactChannel, string> = {
  called: 'Called',
  texted: 'Texted',
  emailed: 'E-mailed',
};

interface ContactProps {
  lead: LeadDetail;
  /** The channel being logged, while its call runs. */
  logging: LoggedContactChannel | null;
  /** Another change of the lead is running. */
  busy: boolean;
  /** Opened to call the customer (a notification's "Call"): the Call link comes first and large. */
  callFirst: boolean;
  send: (event: StaffInboxEvent) => void;
}

function FirstContactLine({ lead }: { lead: LeadDetail }) {
  const summary = firstContactSummary(lead);
  if (summary.contacted) return <Text fw={600}>{summary.text}</Text>;
  // An alert's light variant, as the language note: its text keeps its contrast in both themes.
  return (
    <Alert color="orange" variant="light" p="xs">
      <Text size="sm" fw={700} data-testid="lead-not-contacted">
        Not contacted yet{summary.dueBy ? `; due by ${formatLeadTime(summary.dueBy)}` : ''}.
      </Text>
    </Alert>
  );
}

export function LeadContactLog({ lead, logging, busy, callFirst, send }: ContactProps) {
  // Opened to call: focus goes to the Call link once the lead has loaded (the drawer's own focus trap ran
  // while it was still loading), so Enter or one more tap places the call.
  const callLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (callFirst) callLink.current?.focus();
  }, [callFirst]);
  return (
    <Stack gap="xs" data-testid="lead-contact">
      <Title order={3} fz="h4">
        Contact
      </Title>
      <FirstContactLine lead={lead} />
      <Group>
        <Button
          component="a"
          href={`tel:+1${lead.phone}`}
          leftSection={<IconPhone size={callFirst ? 22 : 18} aria-hidden />}
          variant={callFirst ? 'filled' : 'light'}
          size={callFirst ? 'lg' : 'sm'}
          fullWidth={callFirst}
          ref={callLink}
        >
          Call {formatLeadPhone(lead.phone)}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" id="lead-contact-log-label">
        Reached the customer another way, or after the call? Log it with one tap:
      </Text>
      <SimpleGrid cols={3} spacing="xs" role="group" aria-labelledby="lead-contact-log-label">
        {LOGGED_CONTACT_CHANNELS.map((channel) => (
          <Button
            key={channel}
            variant="default"
            loading={logging === channel}
            disabled={busy || (logging !== null && logging !== channel)}
            onClick={() => send({ type: 'CONTACT.LOG', channel })}
          >
            {TAP_LABELS[channel]}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
