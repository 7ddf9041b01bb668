import '@mantine/core/styles/LoadingOverlay.css';
import { Box, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { staffScheduleMachine } from '../../../../machines/staffSchedule.machine';
import { scheduleDays } from '../../../../machines/staffSchedule.rules';
import { APPOINTMENT_TIME_ZONE_LABEL, localDateOf } from '../../../shared/appointments';
import { useFlowState } from '../../hooks/useFlow';
import { LoadFailure } from '../LoadFailure';
import { BlockList } from './BlockList';
import { CapacityEditor } from './CapacityEditor';
import { ClosureForm } from './ClosureForm';
import { ScheduleList } from './ScheduleList';
import { ScheduleRangeBar } from './ScheduleRangeBar';
import classes from './schedule.module.css';

interface StaffScheduleProps {
  /** Whether the schedule's tab is shown: shown again, it loads afresh (a visit may have been booked). */
  visible: boolean;
  /** Opens a lead in the inbox's drawer; absent while the inbox cannot open one. */
  onOpenLead: ((id: string) => void) | undefined;
}

/** The schedule tab of /staff (issue 28): the visits of the days chosen, capacity and closing days. */
export function StaffSchedule({ visible, onOpenLead }: StaffScheduleProps) {
  // Florida's date when the tab first opens: Today and This week count from it.
  const [today] = useState(() => localDateOf(new Date()));
  const [state, send] = useFlowState(staffScheduleMachine, { input: { today }, effects: {} });
  const { context } = state;
  const shownBefore = useRef(visible);
  useEffect(() => {
    if (visible && !shownBefore.current) send({ type: 'RELOAD' });
    shownBefore.current = visible;
  }, [visible, send]);

  const loading = state.matches({ schedule: 'loading' });
  const locked = context.updating !== null || context.visitAction !== null;
  let visits: React.ReactNode = null;
  if (loading) visits = <Loader aria-label="Loading the schedule" />;
  else if (state.matches({ schedule: 'loadFailed' }))
    visits = (
      <LoadFailure
        title="The schedule could not be loaded"
        message={context.loadError}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  else
    visits = (
      <ScheduleList
        days={scheduleDays(context, context.appointments, context.capacity ?? [], context.closedDates)}
        context={context}
        send={send}
        onOpenLead={onOpenLead}
      />
    );

  return (
    <Grid gap="lg" className={classes.readableErrors}>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="md" component="section" aria-labelledby="visits-title">
          <Title order={2} fz="h3" id="visits-title">
            Visits
          </Title>
          <ScheduleRangeBar range={context.range} locked={locked} send={send} />
          <Text size="sm">All times are {APPOINTMENT_TIME_ZONE_LABEL}.</Text>
          <Box mih={80} aria-busy={loading}>
            {visits}
          </Box>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Stack gap="lg">
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <CapacityEditor context={context} saving={state.matches({ capacity: 'saving' })} send={send} />
          </Paper>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <BlockList
              context={context}
              loading={state.matches({ blocks: 'loading' })}
              loadFailed={state.matches({ blocks: 'loadFailed' })}
              adding={state.matches({ blocks: { showing: 'adding' } })}
              send={send}
            />
          </Paper>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <ClosureForm
              context={context}
              closing={state.matches({ closure: 'closing' })}
              waiting={locked}
              send={send}
            />
          </Paper>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
