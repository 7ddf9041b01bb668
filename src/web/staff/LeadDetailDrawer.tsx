import { Button, Drawer, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import type { StaffInboxEvent } from '../../../machines/staffInbox.machine';
import type { LeadDetail } from '../../../machines/staffInbox.rules';
import {
  isLeadStatus,
  LEAD_LIMITS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LoggedContactChannel,
} from '../../shared/leadInbox';
import { InboxSelect } from './InboxSelect';
import { LeadContactLog } from './LeadDetailContact';
import { CompanyEmail, LeadContact, LeadHistory, LeadRequest } from './LeadDetails';
import { LeadVisit } from './LeadVisit';
import { LoadFailure } from './LoadFailure';

export interface LeadDrawerState {
  opened: boolean;
  loading: boolean;
  error: string | null;
  lead: LeadDetail | null;
  note: string;
  noteError: string | null;
  savingStatus: boolean;
  savingNote: boolean;
  resending: boolean;
  /** The contact being logged (issue 40). */
  loggingContact: LoggedContactChannel | null;
  /** Opened to call the customer: the Call link comes first. */
  callFirst: boolean;
}

interface DrawerProps {
  state: LeadDrawerState;
  send: (event: StaffInboxEvent) => void;
}

function LeadActions({ state, send, lead }: DrawerProps & { lead: LeadDetail }) {
  const busy = state.savingStatus || state.savingNote || state.resending || state.loggingContact !== null;
  const waiting = lead.company_email?.state === 'pending';
  return (
    <Stack gap="md">
      <InboxSelect
        label="Status"
        value={lead.status}
        disabled={busy}
        options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
        onChange={(status) => {
          if (isLeadStatus(status)) send({ type: 'STATUS.SET', status });
        }}
        maw={240}
      />
      <Stack gap="xs">
        <Title order={3} fz="h4">
          Company e-mail
        </Title>
        <CompanyEmail lead={lead} />
        <Group>
          <Button
            variant="default"
            loading={state.resending}
            disabled={busy || waiting}
            onClick={() => send({ type: 'RESEND' })}
          >
            Send the e-mail again
          </Button>
        </Group>
        {waiting ? (
          <Text size="sm" c="dimmed">
            The e-mail is waiting to be sent; it can be sent again once it has gone out or failed.
          </Text>
        ) : null}
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'NOTE.SUBMIT' });
        }}
      >
        <Stack gap="xs">
          <Textarea
            label="Add a note"
            description="Who called, what was quoted, what comes next."
            autosize
            minRows={3}
            maxRows={10}
            maxLength={LEAD_LIMITS.noteMaxLength}
            value={state.note}
            error={state.noteError}
            onChange={(event) => send({ type: 'NOTE.CHANGED', value: event.currentTarget.value })}
          />
          <Group>
            <Button type="submit" loading={state.savingNote} disabled={busy && !state.savingNote}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** One lead in full, opened from the list; Escape or the close button returns to the list. */
export function LeadDetailDrawer({ state, send }: DrawerProps) {
  const { lead } = state;
  let body: React.ReactNode;
  if (state.loading) body = <Loader aria-label="Loading the lead" />;
  else if (state.error !== null)
    body = (
      <LoadFailure
        title="The lead could not be loaded"
        message={state.error}
        onRetry={() => send({ type: 'LEAD.RETRY' })}
      />
    );
  else if (lead)
    body = (
      <Stack gap="lg">
        <LeadContact lead={lead} />
        <LeadContactLog
          lead={lead}
          logging={state.loggingContact}
          busy={state.savingStatus || state.savingNote || state.resending}
          callFirst={state.callFirst}
          send={send}
        />
        <LeadRequest lead={lead} />
        {lead.kind === 'estimate' ? <LeadVisit key={lead.id} lead={lead} /> : null}
        <LeadActions state={state} send={send} lead={lead} />
        <LeadHistory lead={lead} />
      </Stack>
    );
  return (
    <Drawer
      opened={state.opened}
      onClose={() => send({ type: 'LEAD.CLOSE' })}
      position="right"
      size="lg"
      title={lead ? lead.name : 'Lead'}
      closeButtonProps={{ 'aria-label': 'Close the lead' }}
    >
      {body}
    </Drawer>
  );
}
