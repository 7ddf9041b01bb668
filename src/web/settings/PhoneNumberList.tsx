import '@mantine/core/styles/Table.css';
import { ActionIcon, Badge, Card, Group, SimpleGrid, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ContactNumber, shortContactId } from '../../shared/contactNumberList';
import { messages } from '../../shared/messages';
import { formatUsPhone } from '../../shared/phone';
import { t } from '../i18n/account.messages';

interface ListProps {
  numbers: ContactNumber[];
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

function cityText(city: string): string {
  return city.trim() === '' ? t(messages.phoneNumbers.cityNotSet) : city;
}

function RowActions({ entry, onEdit, onDelete }: { entry: ContactNumber } & Omit<ListProps, 'numbers'>) {
  const shown = formatUsPhone(entry.phone_number);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={t('phoneNumbers.edit', { number: shown })}
        onClick={() => onEdit(entry.id)}
      >
        <IconPencil size={18} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('phoneNumbers.delete', { number: shown })}
        onClick={() => onDelete(entry.id)}
      >
        <IconTrash size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

/** The desktop layout (window at least 830 px wide). */
export function PhoneNumberTable({ numbers, onEdit, onDelete }: ListProps) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="phone-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('phoneNumbers.colId')}</Table.Th>
            <Table.Th>{t('phoneNumbers.colCity')}</Table.Th>
            <Table.Th>{t('phoneNumbers.colType')}</Table.Th>
            <Table.Th>{t('phoneNumbers.colNumber')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('phoneNumbers.colActions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {numbers.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td title={entry.id}>
                <Text ff="monospace" size="sm">
                  {shortContactId(entry.id)}
                </Text>
              </Table.Td>
              <Table.Td>{cityText(entry.city)}</Table.Td>
              <Table.Td>{t('phoneNumbers.type', { type: entry.type })}</Table.Td>
              <Table.Td>{formatUsPhone(entry.phone_number)}</Table.Td>
              <Table.Td>
                <RowActions entry={entry} onEdit={onEdit} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The narrow layout: one card per number. */
export function PhoneNumberCards({ numbers, onEdit, onDelete }: ListProps) {
  return (
    <SimpleGrid cols={1} spacing="sm" data-testid="phone-cards">
      {numbers.map((entry) => (
        <Card key={entry.id} withBorder radius="md" padding="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatUsPhone(entry.phone_number)}
            </Text>
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {t('phoneNumbers.type', { type: entry.type })}
            </Badge>
          </Group>
          <Group justify="space-between" wrap="nowrap" align="flex-end" mt={4}>
            <div>
              <Text size="sm">{cityText(entry.city)}</Text>
              <Text size="xs" c="dimmed" ff="monospace" title={entry.id}>
                {shortContactId(entry.id)}
              </Text>
            </div>
            <RowActions entry={entry} onEdit={onEdit} onDelete={onDelete} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
