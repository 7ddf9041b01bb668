import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { SizingEstimate } from '../../shared/sizing/sizingEstimate';
import classes from './sizing.module.css';

const watts = (value: number) => `${value.toLocaleString('en-US')} W`;

/** Each counted load with its running and starting watts, and the totals the size comes from. */
export function SizingLoadsTable({ estimate }: { estimate: SizingEstimate }) {
  return (
    <Table striped withTableBorder captionSide="top" className={classes.loadsTable}>
      <Table.Caption>What the size is made of</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Load</Table.Th>
          <Table.Th scope="col" ta="right">
            Running
          </Table.Th>
          <Table.Th scope="col" ta="right">
            Starting
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {estimate.loads.map((load) => (
          <Table.Tr key={load.name}>
            <Table.Th scope="row" fw={500}>
              {load.name}
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
          <Table.Th scope="row">Running at once</Table.Th>
          <Table.Td ta="right" fw={700} className={classes.watts}>
            {watts(estimate.running_watts)}
          </Table.Td>
          <Table.Td />
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">Peak while the largest motor starts</Table.Th>
          <Table.Td />
          <Table.Td ta="right" fw={700} className={classes.watts}>
            {watts(estimate.peak_watts)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
