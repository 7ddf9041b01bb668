import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { visitPickingMachine } from '../../../machines/visitPicking.machine';
import type { PickedDays, PickingText } from '../../../machines/visitPicking.types';
import { t } from '../i18n/booking.messages';
import { WindowPicker } from './WindowPicker';

/** A picker's text: a shared Message in the page's language, or the staff area's English as it is. */
export function pickingText(text: PickingText): string {
  return typeof text === 'string' ? text : t(text);
}

/** What a flow's own buttons under the picker need to know of it. */
export interface PickingShown extends PickedDays {
  /** The open windows could not be loaded: the picker offers Try again beside the flow's buttons. */
  failed: boolean;
}

interface VisitPickingProps {
  /** The running picker (the flow's `snapshot.children.visitPicking`); none while the flow sends the pick. */
  picker: ActorRefFrom<typeof visitPickingMachine> | undefined;
  /** The flow's days and choice, shown unchangeable while the flow sends the window picked. */
  sent: PickedDays;
  /** The flow's own buttons (Call me instead, Move my visit, Keep the current time), drawn under the days. */
  actions?: (shown: PickingShown) => ReactNode;
  /** The heading level of the day's windows. */
  order?: 3 | 4;
}

/**
 * The visit picker (visitPicking.machine.ts) as the booking, the manage page and staff booking draw it:
 * the open times loading, a failed load with Try again, or the days and windows with the picker's message.
 */
export function VisitPicking({ picker, sent, actions, order }: VisitPickingProps) {
  if (picker === undefined)
    return (
      <Stack gap="sm">
        <WindowPicker {...sent} order={order} disabled onDay={() => {}} onChoose={() => {}} />
        <Group gap="sm">{actions?.({ ...sent, failed: false })}</Group>
      </Stack>
    );
  return <RunningPicker picker={picker} actions={actions} order={order} />;
}

function RunningPicker({
  picker,
  actions,
  order,
}: Omit<VisitPickingProps, 'sent'> & { picker: ActorRefFrom<typeof visitPickingMachine> }) {
  const snapshot = useSelector(picker, (current) => current);
  const { context } = snapshot;
  const error = context.error ? (
    <Alert color="red" role="alert">
      {pickingText(context.error)}
    </Alert>
  ) : null;
  if (snapshot.hasTag('busy'))
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('booking.loading')}</Text>
      </Group>
    );
  const failed = snapshot.matches('loadFailed');
  return (
    <Stack gap="sm">
      {error}
      {failed ? null : (
        <WindowPicker
          days={context.days}
          date={context.date}
          window={context.window}
          order={order}
          onDay={(date) => picker.send({ type: 'DAY.SELECTED', date })}
          onChoose={(date, window) => picker.send({ type: 'CHOOSE', date, window })}
        />
      )}
      <Group gap="sm">
        {failed ? (
          <Button onClick={() => picker.send({ type: 'RETRY' })}>{t('booking.tryAgain')}</Button>
        ) : null}
        {actions?.({ days: context.days, date: context.date, window: context.window, failed })}
      </Group>
    </Stack>
  );
}
