import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { SizingPlan } from '../../shared/sizing/sizingEstimate';
import classes from './sizing.module.css';
import { say, words } from './words';

const { watts } = words;

/** Each counted load with its running and starting watts, and the totals the size comes from. */
export function SizingLoadsTable({ estimate }: { estimate: SizingPlan }) {
  // The table scrolls sideways in its own box when its columns cannot shrink to the screen (Spanish at 320 px
  // needs 294 px of 234), rather than the whole page; focusable, so a keyboard can scroll it too.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className={classes.loadsScroll} aria-label={say('sizing.tableCaption')} tabIndex={0}>
      <Table striped withTableBorder captionSide="top" className={classes.loadsTable}>
        <Table.Caption>{say('sizing.tableCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{say('sizing.load')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {say('sizing.running')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {say('sizing.starting')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {estimate.loads.map((load) => (
            <Table.Tr key={say(load.name)}>
              <Table.Th scope="row" fw={500}>
                {say(load.name)}
              </Table.Th>
              <Table.Td ta="right" className={classes.watts}>
                {watts(load.running_watts)}
              </Table.Td>
              <Table.Td ta="right" className={classes.watts}>
                {watts(load.starting_watts)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{say('sizing.runningAtOnce')}</Table.Th>
            <Table.Td ta="right" fw={700} className={classes.watts}>
              {watts(estimate.running_watts)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{say('sizing.peakWhileLargestStarts')}</Table.Th>
            <Table.Td />
            <Table.Td ta="right" fw={700} className={classes.watts}>
              {watts(estimate.peak_watts)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </section>
  );
}
