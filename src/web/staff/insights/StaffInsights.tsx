import { Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { insightsMachine } from '../../../../machines/insights.machine';
import { insightTables } from '../../../../machines/insights.tables';
import { localDateOf } from '../../../shared/appointments';
import { downloadText } from '../../downloadText';
import { useFlowState } from '../../hooks/useFlow';
import { LoadFailure } from '../LoadFailure';
import { FigureTable } from './FigureTable';
import { InsightChart } from './InsightChart';
import classes from './insights.module.css';
import { PeriodPicker } from './PeriodPicker';

/** Tables too wide to sit beside their chart go under it. */
const WIDE_TABLES = new Set(['leads', 'speed']);

/**
 * The owner's Insights tab of /staff (issue 40): a period and its figures, each chart with its numbers in a
 * table that downloads as CSV. Loaded with its tab, so no other page carries the charting library.
 */
export function StaffInsights() {
  // Florida's date when the tab first opens: the presets count back from it.
  const [today] = useState(() => localDateOf(new Date()));
  const [state, send] = useFlowState(insightsMachine, {
    input: { today },
    effects: { download: ({ fileName, csv }) => downloadText(fileName, csv, 'text/csv;charset=utf-8') },
  });
  const { context } = state;
  const loading = state.matches('loading');
  const { insights } = context;

  return (
    <Stack gap="lg" className={classes.insights}>
      <PeriodPicker context={context} send={send} />
      {loading ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm" role="status">
            Loading the figures…
          </Text>
        </Group>
      ) : null}
      {state.matches('failed') ? (
        <LoadFailure
          title="The figures could not be loaded"
          message={context.loadError}
          onRetry={() => send({ type: 'RETRY' })}
        />
      ) : null}
      {insights ? (
        <Stack gap="lg" aria-busy={loading}>
          {insightTables(insights).map((table) => {
            const wide = WIDE_TABLES.has(table.id);
            return (
              <Paper
                key={table.id}
                component="section"
                aria-labelledby={`insights-${table.id}`}
                withBorder
                radius="md"
                p={{ base: 'sm', sm: 'md' }}
                className={classes.sheet}
              >
                <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
                  <Title order={2} fz="h4" id={`insights-${table.id}`}>
                    {table.title}
                  </Title>
                  <Button
                    variant="default"
                    size="xs"
                    className={classes.noPrint}
                    aria-label={`Download CSV: ${table.title}`}
                    onClick={() => send({ type: 'TABLE.DOWNLOAD', table: table.id })}
                  >
                    Download CSV
                  </Button>
                </Group>
                <Grid gap="lg">
                  <Grid.Col
                    span={{ base: 12, md: wide ? 12 : 7 }}
                    className={classes.chart}
                    aria-hidden="true"
                  >
                    <InsightChart insights={insights} id={table.id} />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, md: wide ? 12 : 5 }}>
                    <FigureTable table={table} />
                  </Grid.Col>
                </Grid>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
