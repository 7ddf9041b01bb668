import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { StaffScheduleContext, StaffScheduleEvent } from '../../../../machines/staffSchedule.types';
import { MAX_CLOSURE_DAYS } from '../../../shared/appointments';
import { CLOSURE_REASON_MAX_LENGTH } from '../../../shared/staffSchedule';

interface ClosureFormProps {
  context: StaffScheduleContext;
  closing: boolean;
  /** A visit's change is under way: days are closed after it (one change of visits at a time). */
  waiting: boolean;
  send: (event: StaffScheduleEvent) => void;
}

/** Close a day or a range (a storm, a holiday): their booked visits are cancelled and the customers told. */
export function ClosureForm({ context, closing, waiting, send }: ClosureFormProps) {
  const { closure } = context;
  const change = (field: keyof typeof closure) => (event: React.ChangeEvent<HTMLInputElement>) =>
    send({ type: 'CLOSURE.CHANGED', field, value: event.currentTarget.value });
  return (
    <Stack gap="sm" component="section" aria-labelledby="closure-title">
      <Title order={2} fz="h3" id="closure-title">
        Close days
      </Title>
      <Text size="sm" c="dimmed">
        Up to {MAX_CLOSURE_DAYS} days at once, from today on. Each visit booked on those days is cancelled,
        and its customer is e-mailed the reason and a link to pick a new time. You are asked to confirm it's
        you first.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'CLOSURE.SUBMIT' });
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              type="date"
              label="From"
              value={closure.from}
              min={context.today}
              disabled={closing}
              onChange={change('from')}
            />
            <TextInput
              type="date"
              label="To"
              value={closure.to}
              min={closure.from || context.today}
              disabled={closing}
              onChange={change('to')}
            />
          </SimpleGrid>
          <TextInput
            label="Reason"
            description="The customers read it, e.g. Hurricane Milton."
            value={closure.reason}
            maxLength={CLOSURE_REASON_MAX_LENGTH}
            disabled={closing}
            onChange={change('reason')}
          />
          {context.closureError ? (
            <Text size="sm" c="red" role="alert">
              {context.closureError}
            </Text>
          ) : null}
          {context.closureDone ? (
            <Text size="sm" role="status" fw={600}>
              {context.closureDone}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" loading={closing} disabled={waiting && !closing}>
              Close days
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
