import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import {
  countSeries,
  funnelSeries,
  leadsSeries,
  speedSeries,
  visitsSeries,
} from '../../../../machines/insights.charts';
import type { Insights } from '../../../../machines/insights.machine';
import type { InsightTableId } from '../../../../machines/insights.tables';

// The charts of the Insights tab (issue 40), Mantine's charts on Recharts: colours from the theme, so they
// follow dark and light. Each is a picture of the table beside it, hidden from screen readers and out of the
// tab order (Recharts' keyboard layer is off: a focusable chart inside aria-hidden would trap a reader).

const HEIGHT = 260;
/** Few bars, each named: a phone's narrow axis must not drop every other name. */
const EVERY_LABEL = { interval: 0 } as const;
/** Leads and visits are counted whole: no 0.25 on their axis. */
const WHOLE_NUMBERS = { allowDecimals: false } as const;
/** A bar per row: the chart grows with the rows so that no label is dropped. */
const rowsHeight = (rows: number) => Math.max(140, 48 + rows * 30);

export function InsightChart({ insights, id }: { insights: Insights; id: InsightTableId }) {
  const common = { accessibilityLayer: false, tooltipAnimationDuration: 0 } as const;
  switch (id) {
    case 'leads':
      return (
        <BarChart
          {...common}
          h={HEIGHT}
          data={leadsSeries(insights)}
          dataKey="label"
          yAxisProps={WHOLE_NUMBERS}
          withLegend
          series={[
            { name: 'estimate', label: 'Estimate requests', color: 'blue.6', stackId: 'now' },
            { name: 'inquiry', label: 'Inquiries', color: 'teal.6', stackId: 'now' },
            { name: 'previous', label: 'Period before', color: 'gray.5' },
          ]}
        />
      );
    case 'funnel':
      return (
        <BarChart
          {...common}
          h={HEIGHT}
          data={funnelSeries(insights)}
          dataKey="label"
          xAxisProps={EVERY_LABEL}
          yAxisProps={WHOLE_NUMBERS}
          series={[{ name: 'leads', label: 'Leads', color: 'blue.6' }]}
        />
      );
    case 'speed':
      return (
        <LineChart
          {...common}
          h={HEIGHT}
          data={speedSeries(insights)}
          dataKey="label"
          unit=" min"
          withLegend
          connectNulls={false}
          series={[
            { name: 'median', label: 'Median', color: 'blue.6' },
            { name: 'p90', label: '90th percentile', color: 'orange.6' },
          ]}
        />
      );
    case 'visits':
      return (
        <BarChart
          {...common}
          h={HEIGHT}
          data={visitsSeries(insights)}
          dataKey="label"
          xAxisProps={EVERY_LABEL}
          yAxisProps={WHOLE_NUMBERS}
          series={[{ name: 'visits', label: 'Visits', color: 'blue.6' }]}
        />
      );
    default: {
      const data = countSeries(insights, id);
      return (
        <BarChart
          {...common}
          h={rowsHeight(data.length)}
          data={data}
          dataKey="label"
          orientation="vertical"
          xAxisProps={WHOLE_NUMBERS}
          yAxisProps={{ width: 150 }}
          series={[{ name: 'leads', label: 'Leads', color: 'blue.6' }]}
        />
      );
    }
  }
}
