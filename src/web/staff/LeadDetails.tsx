import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Divider, List, Stack, Text, Title } from '@mantine/core';
import type { LeadDetail } from '../../../machines/staffInbox.rules';
import {
  LEAD_CONTACT_CHANNEL_LABELS,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  replyInLanguageText,
} from '../../shared/leadInbox';
import { DeliveryBadge } from './LeadBadges';
import { LeadSizing } from './LeadSizing';
import { formatLeadPhone, formatLeadTime } from './leadFormat';

// What the visitor sent and what happened since, as the drawer shows it (read only).

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

const plain = (text: string) =>
  text.trim() === '' ? (
    <Text c="dimmed">None given</Text>
  ) : (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text>
  );

export function LeadContact({ lead }: { lead: LeadDetail }) {
  return (
    <Stack gap="xs">
      {lead.language === 'en' ? null : (
        <Alert color="orange" variant="light" p="xs" data-testid="lead-language-note">
          <Text size="sm" fw={700}>
            {replyInLanguageText(lead.language)}
          </Text>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {LEAD_KIND_LABELS[lead.kind]}, received {formatLeadTime(lead.created_at)}
      </Text>
      <Field label="E-mail">
        <Anchor href={`mailto:${lead.email}`} style={{ overflowWrap: 'anywhere' }}>
          {lead.email}
        </Anchor>
      </Field>
      <Field label="Phone">
        <Anchor href={`tel:+1${lead.phone}`}>{formatLeadPhone(lead.phone)}</Anchor>
      </Field>
      {lead.city ? <Field label="City">{plain(lead.city)}</Field> : null}
      <Field label="Sent as">
        <Text>
          {lead.submitted_as === 'guest'
            ? 'A guest'
            : lead.account
              ? `Signed in as ${lead.account.username}`
              : 'An account that has since been deleted'}
        </Text>
      </Field>
    </Stack>
  );
}

export function LeadRequest({ lead }: { lead: LeadDetail }) {
  const { estimate } = lead;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        Request
      </Title>
      {estimate ? (
        <>
          <Field label="Service">{plain(estimate.service_type ?? '')}</Field>
          <Field label="Heard about us">
            {plain(
              [estimate.heard_about, estimate.other_heard_about_details]
                .filter((part) => part && part.trim() !== '')
                .join(': '),
            )}
          </Field>
          <Field label="Description">{plain(estimate.description)}</Field>
          {lead.sizing ? <LeadSizing sizing={lead.sizing} /> : null}
        </>
      ) : (
        <List spacing="xs" data-testid="lead-products">
          {lead.products.map((product, index) => (
            // Products may repeat, so the position keeps the keys apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <List.Item key={index}>
              <Text fw={600}>{product.name}</Text>
              {product.message ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {product.message}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

export function CompanyEmail({ lead }: { lead: LeadDetail }) {
  const copy = lead.company_email;
  return (
    <Stack gap={4}>
      <DeliveryBadge state={copy?.state ?? null} />
      {copy ? (
        <Text size="sm" c="dimmed">
          Queued {formatLeadTime(copy.queued_at)}
          {copy.sent_at ? `, sent ${formatLeadTime(copy.sent_at)}` : ''}; {copy.attempts}{' '}
          {copy.attempts === 1 ? 'attempt' : 'attempts'}
        </Text>
      ) : null}
      {copy?.last_error ? (
        <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          Last error: {copy.last_error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A logged contact in the history (issue 40): "Called the customer". */
function contactEntryText(channel: keyof typeof LEAD_CONTACT_CHANNEL_LABELS): string {
  const label = LEAD_CONTACT_CHANNEL_LABELS[channel];
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} the customer`;
}

export function LeadHistory({ lead }: { lead: LeadDetail }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        History
      </Title>
      {lead.history.length === 0 ? (
        <Text c="dimmed">Nothing yet.</Text>
      ) : (
        <List spacing="sm" listStyleType="none" pl={0} data-testid="lead-history">
          {lead.history.map((entry) => (
            <List.Item key={entry.id}>
              <Text size="sm" c="dimmed">
                {formatLeadTime(entry.at)}, {entry.by.name} ({entry.by.email})
              </Text>
              {entry.action === 'resend' ? <Text>Sent the company e-mail again</Text> : null}
              {entry.action === 'contact' && entry.channel ? (
                <Text fw={600}>{contactEntryText(entry.channel)}</Text>
              ) : null}
              {entry.status_to ? (
                <Text>
                  Status {entry.status_from ? `${LEAD_STATUS_LABELS[entry.status_from]} → ` : ''}
                  {LEAD_STATUS_LABELS[entry.status_to]}
                </Text>
              ) : null}
              {entry.note ? (
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.note}</Text>
              ) : null}
              <Divider mt="xs" />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
