import '@mantine/core/styles/Table.css';
import { Box, Table, Text } from '@mantine/core';
import type { InsightTable } from '../../../../machines/insights.tables';
import classes from './insights.module.css';

/** A chart's numbers as a table a screen reader reads: its caption says what and when. */
export function FigureTable({ table }: { table: InsightTable }) {
  return (
    <>
      {/* The caption as seen: outside the box that scrolls, so a phone shows it whole; readers get the table's own. */}
      <Text size="sm" c="dimmed" ta="center" mb="xs" aria-hidden="true">
        {table.caption}
      </Text>
      {/* Scrolls sideways on a phone when its columns do not fit: a keyboard can reach it to scroll it. */}
      <Box className={classes.tableScroll} tabIndex={0} role="region" aria-label={`${table.title}: table`}>
        <Table striped withTableBorder captionSide="top" data-insight-table={table.id} fz="sm">
          <Table.Caption className={classes.hiddenCaption}>{table.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {table.header.map((heading, i) => (
                <Table.Th key={heading} scope="col" ta={i === 0 ? 'left' : 'right'}>
                  {heading}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row) => (
              <Table.Tr key={row[0]}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    // The row's name heads it, so each number is read with what it counts.
                    <Table.Th key={table.header[i]} scope="row" fw={400} className={classes.rowName}>
                      {cell}
                    </Table.Th>
                  ) : (
                    <Table.Td key={table.header[i]} ta="right">
                      {cell}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </>
  );
}
