import '@mantine/core/styles/LoadingOverlay.css';
import { Box, Button, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import type { StaffInboxEvent, staffInboxMachine } from '../../../machines/staffInbox.machine';
import { LEAD_TABLE_MIN_WIDTH_PX } from '../../shared/leadInbox';
import { staffMessages } from '../../shared/staffMessages';
import { useIsDesktop } from '../hooks/useIsDesktop';
import { InboxToolbar } from './InboxToolbar';
import { LeadDetailDrawer } from './LeadDetailDrawer';
import { LeadCards, LeadTable } from './LeadList';
import { LoadFailure } from './LoadFailure';

interface InboxProps {
  state: SnapshotFrom<typeof staffInboxMachine>;
  send: (event: StaffInboxEvent) => void;
}

/** The inbox's list once access is settled: filters and the leads; nothing here decides anything. */
export function StaffInbox({ state, send }: InboxProps) {
  const { context } = state;
  const wide = useIsDesktop(LEAD_TABLE_MIN_WIDTH_PX);
  const loading = state.matches('loading');
  const ready = state.matches('ready');
  const onOpen = (id: string) => send({ type: 'LEAD.OPEN', id });

  let list: React.ReactNode = null;
  if (state.matches('failed'))
    list = (
      <LoadFailure
        title="The inbox could not be loaded"
        message={context.loadError}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  else if (ready && context.leads.length === 0) list = <Text role="status">{staffMessages.noLeads}</Text>;
  else if (context.leads.length > 0)
    list = wide ? (
      <LeadTable leads={context.leads} onOpen={onOpen} />
    ) : (
      <LeadCards leads={context.leads} onOpen={onOpen} />
    );

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <InboxToolbar
          context={context}
          exporting={state.matches({ ready: { export: 'exporting' } })}
          send={send}
        />
      </Paper>
      <Box pos="relative" mih={120} aria-busy={loading}>
        <LoadingOverlay visible={loading} loaderProps={{ 'aria-label': 'Loading leads' }} />
        {list}
      </Box>
      {ready && context.nextCursor !== null ? (
        <Button
          variant="default"
          mx="auto"
          loading={state.matches({ ready: { list: 'loadingMore' } })}
          onClick={() => send({ type: 'MORE' })}
        >
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * The lead drawer, apart from the list so the page can keep it beside both of its tabs: a visit of the
 * schedule opens its lead here too.
 */
export function InboxLeadDrawer({ state, send }: InboxProps) {
  const { context } = state;
  return (
    <LeadDetailDrawer
      send={send}
      state={{
        opened: state.matches({ ready: { drawer: 'open' } }),
        loading: state.matches({ ready: { drawer: { open: 'loading' } } }),
        error: context.leadError,
        lead: context.lead,
        note: context.note,
        noteError: context.noteError,
        savingStatus: state.matches({ ready: { drawer: { open: { viewing: 'savingStatus' } } } }),
        savingNote: state.matches({ ready: { drawer: { open: { viewing: 'savingNote' } } } }),
        resending: state.matches({ ready: { drawer: { open: { viewing: 'resending' } } } }),
        loggingContact: state.matches({ ready: { drawer: { open: { viewing: 'loggingContact' } } } })
          ? context.pendingContact
          : null,
        callFirst: context.callFirst,
      }}
    />
  );
}
