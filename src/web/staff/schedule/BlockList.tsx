import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type {
  BlockForm,
  BookingBlock,
  StaffScheduleContext,
  StaffScheduleEvent,
} from '../../../../machines/staffSchedule.types';
import {
  BOOKING_BLOCK_KINDS,
  BOOKING_BLOCK_REASON_MAX_LENGTH,
  BOOKING_BLOCK_VALUE_MAX_LENGTH,
  type BookingBlockKind,
  bookingBlockKindLabels,
  bookingBlockMessages,
} from '../../../shared/bookingBlocks';
import { LoadFailure } from '../LoadFailure';
import { formatLeadPhone } from '../leadFormat';

interface BlockListProps {
  context: StaffScheduleContext;
  loading: boolean;
  loadFailed: boolean;
  adding: boolean;
  send: (event: StaffScheduleEvent) => void;
}

const PLACEHOLDERS: Record<BookingBlockKind, string> = {
  email: 'name@example.com',
  phone: '(407) 555-0142',
  domain: 'example.com',
};

const isKind = (value: string): value is BookingBlockKind =>
  (BOOKING_BLOCK_KINDS as readonly string[]).includes(value);

/** Issue 38: who may not book a visit (refused silently), added and removed here. */
export function BlockList({ context, loading, loadFailed, adding, send }: BlockListProps) {
  const form = context.blockForm;
  const change = (field: keyof BlockForm) => (value: string) => send({ type: 'BLOCK.CHANGED', field, value });
  let list: React.ReactNode;
  if (loading) list = <Text size="sm">Loading the block list…</Text>;
  else if (loadFailed)
    list = (
      <LoadFailure
        title="The block list could not be loaded"
        message={context.blocksLoadError}
        onRetry={() => send({ type: 'BLOCKS.RETRY' })}
      />
    );
  else if ((context.blocks ?? []).length === 0) list = <Text size="sm">{bookingBlockMessages.empty}</Text>;
  else
    list = (
      <Stack
        gap="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Blocked from booking"
      >
        {(context.blocks ?? []).map((block) => (
          <BlockRow key={block.id} block={block} context={context} send={send} />
        ))}
      </Stack>
    );
  return (
    <Stack gap="sm" component="section" aria-labelledby="blocks-title">
      <Title order={2} fz="h3" id="blocks-title">
        Blocked from booking
      </Title>
      <Text size="sm" c="dimmed">
        {bookingBlockMessages.explainer}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'BLOCK.ADD' });
        }}
      >
        <Stack gap="sm">
          <NativeSelect
            label="What to block"
            data={BOOKING_BLOCK_KINDS.map((kind) => ({ value: kind, label: bookingBlockKindLabels[kind] }))}
            value={form.kind}
            disabled={adding}
            onChange={(event) => {
              const { value } = event.currentTarget;
              if (isKind(value)) change('kind')(value);
            }}
          />
          <TextInput
            label={bookingBlockKindLabels[form.kind]}
            placeholder={PLACEHOLDERS[form.kind]}
            value={form.value}
            maxLength={BOOKING_BLOCK_VALUE_MAX_LENGTH}
            disabled={adding}
            onChange={(event) => change('value')(event.currentTarget.value)}
          />
          <TextInput
            label="Reason (optional)"
            description="For the office only; nobody outside sees it."
            value={form.reason}
            maxLength={BOOKING_BLOCK_REASON_MAX_LENGTH}
            disabled={adding}
            onChange={(event) => change('reason')(event.currentTarget.value)}
          />
          {context.blockError ? (
            <Text size="sm" c="red" role="alert">
              {context.blockError}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" loading={adding} disabled={loading || loadFailed}>
              Block
            </Button>
          </Group>
        </Stack>
      </form>
      {list}
    </Stack>
  );
}

function BlockRow({
  block,
  context,
  send,
}: {
  block: BookingBlock;
  context: StaffScheduleContext;
  send: (event: StaffScheduleEvent) => void;
}) {
  const shown = block.kind === 'phone' ? formatLeadPhone(block.value) : block.value;
  const removing = context.removingBlock === block.id;
  const added = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(block.created_at));
  return (
    <Paper component="li" withBorder radius="md" p="xs" data-block-id={block.id}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text size="xs" c="dimmed">
            {bookingBlockKindLabels[block.kind]}
          </Text>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {shown}
          </Text>
          {block.reason ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {block.reason}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            Added by {block.added_by}, {added}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="default"
          loading={removing}
          disabled={context.removingBlock !== null && !removing}
          aria-label={`Remove ${shown} from the block list`}
          onClick={() => send({ type: 'BLOCK.REMOVE', id: block.id })}
        >
          Remove
        </Button>
      </Group>
    </Paper>
  );
}
