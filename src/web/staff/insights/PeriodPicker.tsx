import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { InsightsContext, InsightsEvent } from '../../../../machines/insights.machine';
import { formatDay } from '../../../../machines/insights.tables';
import { APPOINTMENT_TIME_ZONE_LABEL } from '../../../shared/appointments';
import {
  INSIGHT_CHOICE_LABELS,
  INSIGHT_PRESETS,
  type InsightChoice,
  type InsightPreset,
} from '../../../shared/insightsPeriod';
import { useIsDesktop } from '../../hooks/useIsDesktop';
import classes from './insights.module.css';

/** From this width the five choices fit side by side; on a phone they stand in a column. */
const ROW_MIN_WIDTH_PX = 576;

const CHOICES = Object.entries(INSIGHT_CHOICE_LABELS).map(([value, label]) => ({ value, label }));

function isPreset(value: string): value is InsightPreset {
  return (INSIGHT_PRESETS as readonly string[]).includes(value);
}

interface PeriodPickerProps {
  context: InsightsContext;
  send: (event: InsightsEvent) => void;
}

/** The period: a preset, or a from–to applied with Show; the dates shown are printed with the charts. */
export function PeriodPicker({ context, send }: PeriodPickerProps) {
  const { period, custom, customError } = context;
  const onChoice = (value: string) => {
    if (value === 'custom') send({ type: 'PERIOD.CUSTOM' });
    else if (isPreset(value)) send({ type: 'PERIOD.PRESET', preset: value });
  };
  const choice: InsightChoice = context.choice;
  const inRow = useIsDesktop(ROW_MIN_WIDTH_PX);
  return (
    <Stack gap="sm">
      <SegmentedControl
        className={classes.noPrint}
        aria-label="Period"
        data={CHOICES}
        value={choice}
        onChange={onChoice}
        orientation={inRow ? 'horizontal' : 'vertical'}
        fullWidth
        maw={560}
      />
      {choice === 'custom' ? (
        <form
          className={classes.noPrint}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'CUSTOM.APPLY' });
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              type="date"
              label="From"
              value={custom.from}
              max={context.today}
              onChange={(event) =>
                send({ type: 'CUSTOM.CHANGED', field: 'from', value: event.currentTarget.value })
              }
            />
            <TextInput
              type="date"
              label="To"
              value={custom.to}
              max={context.today}
              onChange={(event) =>
                send({ type: 'CUSTOM.CHANGED', field: 'to', value: event.currentTarget.value })
              }
            />
            <Button type="submit" variant="default">
              Show
            </Button>
          </Group>
          {customError ? (
            <Text c="red" size="sm" mt="xs" role="alert">
              {customError}
            </Text>
          ) : null}
        </form>
      ) : null}
      <Text size="sm" data-testid="insights-period">
        {formatDay(period.from)} to {formatDay(period.to)}, {APPOINTMENT_TIME_ZONE_LABEL} dates.
      </Text>
    </Stack>
  );
}
