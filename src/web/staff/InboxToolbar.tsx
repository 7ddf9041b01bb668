import { Button, CloseButton, Group, Stack, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import type { StaffInboxContext, StaffInboxEvent } from '../../../machines/staffInbox.machine';
import { isLocale, LOCALES } from '../../shared/i18n/locales';
import {
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_LANGUAGE_LABELS,
  LEAD_LIMITS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadKind,
} from '../../shared/leadInbox';
import { InboxSelect } from './InboxSelect';

interface ToolbarProps {
  context: StaffInboxContext;
  exporting: boolean;
  send: (event: StaffInboxEvent) => void;
}

const ALL = '';

function isLeadKind(value: string): value is LeadKind {
  return (LEAD_KINDS as readonly string[]).includes(value);
}

/** The status buttons with their counts: a pressed button is the filter in use. */
export function StatusFilter({ context, send }: Omit<ToolbarProps, 'exporting'>) {
  const { counts, filters } = context;
  const options = [
    { status: null, label: 'All', count: counts?.total },
    ...LEAD_STATUSES.map((status) => ({
      status,
      label: LEAD_STATUS_LABELS[status],
      count: counts?.counts[status],
    })),
  ];
  return (
    <Group role="group" aria-label="Filter by status" gap="xs" wrap="wrap">
      {options.map(({ status, label, count }) => {
        const pressed = filters.status === status;
        return (
          <Button
            key={label}
            size="compact-md"
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            onClick={() => send({ type: 'STATUS.FILTER', status })}
          >
            {label}
            {count === undefined ? '' : ` (${count})`}
          </Button>
        );
      })}
    </Group>
  );
}

/** Kind, language, search and export. The search applies on Enter or the button, so typing loads nothing. */
export function InboxToolbar({ context, exporting, send }: ToolbarProps) {
  return (
    <Stack gap="sm">
      <StatusFilter context={context} send={send} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <InboxSelect
          label="Kind"
          value={context.filters.kind ?? ALL}
          options={[
            { value: ALL, label: 'All leads' },
            ...LEAD_KINDS.map((kind) => ({ value: kind, label: LEAD_KIND_LABELS[kind] })),
          ]}
          onChange={(value) => send({ type: 'KIND.FILTER', kind: isLeadKind(value) ? value : null })}
          maw={200}
        />
        <InboxSelect
          label="Language"
          value={context.filters.language ?? ALL}
          options={[
            { value: ALL, label: 'All languages' },
            ...LOCALES.map((language) => ({ value: language, label: LEAD_LANGUAGE_LABELS[language] })),
          ]}
          onChange={(value) => send({ type: 'LANGUAGE.FILTER', language: isLocale(value) ? value : null })}
          maw={170}
        />
        <form
          aria-label="Search leads"
          style={{ flex: '1 1 260px', display: 'flex', gap: 8, alignItems: 'flex-end' }}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SEARCH.SUBMIT' });
          }}
        >
          <TextInput
            label="Search"
            placeholder="Name, e-mail, phone or text"
            maxLength={LEAD_LIMITS.searchMaxLength}
            value={context.searchText}
            error={context.searchError}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={
              context.searchText ? (
                <CloseButton aria-label="Clear search" onClick={() => send({ type: 'SEARCH.CLEAR' })} />
              ) : null
            }
            onChange={(event) => send({ type: 'SEARCH.CHANGED', value: event.currentTarget.value })}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="default" mb={context.searchError ? 22 : 0}>
            Search
          </Button>
        </form>
        <Button
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          loading={exporting}
          onClick={() => send({ type: 'EXPORT' })}
        >
          Export CSV
        </Button>
      </Group>
    </Stack>
  );
}
