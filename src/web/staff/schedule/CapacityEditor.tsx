import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Table.css';
import { Button, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { capacityKey, savedVisits, WEEKDAYS_FROM_MONDAY } from '../../../../machines/staffSchedule.rules';
import type { StaffScheduleContext, StaffScheduleEvent } from '../../../../machines/staffSchedule.types';
import { APPOINTMENT_WINDOWS, type AppointmentWindow, MAX_WINDOW_VISITS } from '../../../shared/appointments';
import classes from './schedule.module.css';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WINDOW_NAMES: Record<AppointmentWindow, string> = { morning: 'Morning', afternoon: 'Afternoon' };

interface EditorProps {
  context: StaffScheduleContext;
  saving: boolean;
  send: (event: StaffScheduleEvent) => void;
}

/** How many visits each weekday's window takes: a row per weekday, Monday first; 0 closes a window. */
export function CapacityEditor({ context, saving, send }: EditorProps) {
  const { capacity } = context;
  const shown = (weekday: number, window: AppointmentWindow): string | number =>
    context.capacityEdits[capacityKey(weekday, window)] ?? savedVisits(capacity ?? [], weekday, window);
  return (
    <Stack gap="sm" component="section" aria-labelledby="capacity-title">
      <Title order={2} fz="h3" id="capacity-title">
        Visits per window
      </Title>
      <Text size="sm" c="dimmed">
        How many visits each arrival window takes, from 0 to {MAX_WINDOW_VISITS}. 0 closes the window; visits
        already booked stay booked.
      </Text>
      {capacity === null ? (
        <Text size="sm">The numbers appear once the schedule has loaded.</Text>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'CAPACITY.SAVE' });
          }}
        >
          <Stack gap="sm">
            <Table className={classes.capacityTable} verticalSpacing={4} horizontalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Day</Table.Th>
                  {APPOINTMENT_WINDOWS.map((window) => (
                    <Table.Th key={window} scope="col">
                      {WINDOW_NAMES[window]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {WEEKDAYS_FROM_MONDAY.map((weekday) => (
                  <Table.Tr key={weekday}>
                    <Table.Th scope="row" fw={600}>
                      {WEEKDAY_NAMES[weekday]?.slice(0, 3)}
                    </Table.Th>
                    {APPOINTMENT_WINDOWS.map((window) => {
                      const invalid = context.invalidCells.includes(capacityKey(weekday, window));
                      return (
                        <Table.Td key={window}>
                          <NumberInput
                            aria-label={`${WEEKDAY_NAMES[weekday]} ${window} visits`}
                            value={shown(weekday, window)}
                            min={0}
                            max={MAX_WINDOW_VISITS}
                            // The machine checks the range and says why, rather than the field changing it.
                            clampBehavior="none"
                            allowDecimal={false}
                            allowNegative={false}
                            hideControls
                            inputMode="numeric"
                            disabled={saving}
                            error={invalid}
                            onChange={(value) =>
                              send({ type: 'CAPACITY.CHANGED', weekday, window, value: String(value) })
                            }
                          />
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {context.capacityError ? (
              <Text size="sm" c="red" role="alert">
                {context.capacityError}
              </Text>
            ) : null}
            <Group>
              <Button type="submit" loading={saving}>
                Save the numbers
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
