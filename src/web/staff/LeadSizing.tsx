import '@mantine/core/styles/Table.css';
import { Stack, Table, Text, Title } from '@mantine/core';
import type { LeadDetail } from '../../../machines/staffInbox.rules';
import { sizingHeadline, sizingSituation } from '../../shared/sizing/sizingSummary';
import { say } from '../sizing/words';

// The sizing guide's answers an estimate request carried (issue 27), in the words of the company's
// e-mail: staff see the same figures the e-mail showed, as the server computed them when the request came in.
// The staff area is English (issue 39): its headline and house come from the 'sizing' catalog of the
// English build.

const watts = (value: number) => `${value.toLocaleString('en-US')} W`;

export function LeadSizing({ sizing }: { sizing: NonNullable<LeadDetail['sizing']> }) {
  const { answers, estimate } = sizing;
  return (
    <Stack gap="xs" data-testid="lead-sizing">
      {/* A part of the request, under its "Request" heading; the table fits the narrowest drawer, so it needs no scroll box (which axe would want focusable). */}
      <Title order={4} fz="h5">
        Generator sizing
      </Title>
      <Text fw={600}>{say(sizingHeadline(estimate))}</Text>
      <Text size="sm">{say(sizingSituation(answers))}</Text>
      <Table verticalSpacing={4} captionSide="top">
        <Table.Caption>Loads counted, in watts while running and while starting</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Load</Table.Th>
            <Table.Th ta="right">Running</Table.Th>
            <Table.Th ta="right">Starting</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {estimate.loads.map((load) => (
            <Table.Tr key={load.name}>
              <Table.Td>{load.name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {watts(load.running_watts)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {watts(load.starting_watts)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {estimate.left_out.length > 0 ? (
        <Text size="sm">Left off the generator: {estimate.left_out.join(', ')}</Text>
      ) : null}
      {estimate.taking_turns.length > 0 ? (
        <Text size="sm">Taking turns: {estimate.taking_turns.join(', ')}</Text>
      ) : null}
      {estimate.products.length > 0 ? (
        <Text size="sm">Suggested: {estimate.products.map((product) => product.name).join(', ')}</Text>
      ) : null}
    </Stack>
  );
}
