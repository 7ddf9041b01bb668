import '@mantine/core/styles/Table.css';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { listContactHint } from '../../../machines/staffInbox.firstContact';
import type { LeadListItem } from '../../../machines/staffInbox.rules';
import { LEAD_KIND_LABELS } from '../../shared/leadInbox';
import { DeliveryBadge, LanguageBadge, StatusBadge } from './LeadBadges';
import { formatLeadPhone, formatLeadTime } from './leadFormat';

interface ListProps {
  leads: LeadListItem[];
  onOpen: (id: string) => void;
}

/** The lead's name opens the drawer: one button per row, named for the lead, reachable by Tab. */
function OpenLead({ lead, onOpen }: { lead: LeadListItem; onOpen: (id: string) => void }) {
  return (
    <Anchor component="button" type="button" fw={700} ta="left" onClick={() => onOpen(lead.id)}>
      {lead.name}
    </Anchor>
  );
}

function Contact({ lead }: { lead: LeadListItem }) {
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {lead.email}
      </Text>
      <Text size="sm" c="dimmed">
        {formatLeadPhone(lead.phone)}
        {lead.city ? ` · ${lead.city}` : ''}
      </Text>
    </Stack>
  );
}

/** Whether anyone has reached the customer yet, and how fast (issue 40). */
function ContactHint({ lead }: { lead: LeadListItem }) {
  const hint = listContactHint(lead);
  return (
    <Text
      size="xs"
      fw={hint.contacted ? undefined : 700}
      c={hint.contacted ? 'dimmed' : undefined}
      data-testid="lead-contact-hint"
    >
      {hint.text}
    </Text>
  );
}

/** The wide layout: one row per lead. */
export function LeadTable({ leads, onOpen }: ListProps) {
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="lead-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Received</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Contact</Table.Th>
            <Table.Th>Request</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr key={lead.id} data-lead-id={lead.id}>
              <Table.Td miw={110}>
                <Text size="sm">{formatLeadTime(lead.created_at)}</Text>
              </Table.Td>
              <Table.Td>
                <OpenLead lead={lead} onOpen={onOpen} />
                <Group gap={6} wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {LEAD_KIND_LABELS[lead.kind]}
                  </Text>
                  <LanguageBadge language={lead.language} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Contact lead={lead} />
              </Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" lineClamp={2}>
                  {lead.summary}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Stack gap={4} align="flex-start">
                  <StatusBadge status={lead.status} />
                  <DeliveryBadge state={lead.email_delivery} />
                  <ContactHint lead={lead} />
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The narrow layout: one card per lead, its name opening it. */
export function LeadCards({ leads, onOpen }: ListProps) {
  return (
    <Stack gap="sm" data-testid="lead-cards">
      {leads.map((lead) => (
        <Card key={lead.id} withBorder padding="md" radius="md" data-lead-id={lead.id}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <OpenLead lead={lead} onOpen={onOpen} />
              <Group gap={6} wrap="wrap">
                <Text size="xs" c="dimmed">
                  {LEAD_KIND_LABELS[lead.kind]} · {formatLeadTime(lead.created_at)}
                </Text>
                <LanguageBadge language={lead.language} />
              </Group>
            </div>
            <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
              <StatusBadge status={lead.status} />
              <ContactHint lead={lead} />
            </Stack>
          </Group>
          <Text size="sm" mt="xs" lineClamp={2}>
            {lead.summary}
          </Text>
          <Group justify="space-between" mt="xs" gap="xs" wrap="wrap">
            <Contact lead={lead} />
            <DeliveryBadge state={lead.email_delivery} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
