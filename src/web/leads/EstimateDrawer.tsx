import { Drawer, Text } from '@mantine/core';
import { EstimateForm } from './EstimateForm';
import classes from './leads.module.css';
import type { EstimateActorRef } from './useEstimateActor';

export interface EstimateDrawerProps {
  id: string;
  actor: EstimateActorRef;
  opened: boolean;
}

/** The Get Estimate slide-out's drawer with the form (loaded at the first open). */
export function EstimateDrawer({ id, actor, opened }: EstimateDrawerProps) {
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={() => actor.send({ type: 'CLOSE' })}
      position="right"
      size="lg"
      title="Get a Free Estimate"
      classNames={{ title: classes.dialogTitle }}
      closeButtonProps={{ 'aria-label': 'Close the estimate form' }}
    >
      <Text c="dimmed" mb="md">
        Tell us what you need and we will get back to you with a free estimate.
      </Text>
      <EstimateForm actor={actor} />
    </Drawer>
  );
}
