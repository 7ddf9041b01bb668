import { Text } from '@mantine/core';
import { EstimateForm } from './EstimateForm';
import { LeadDrawer } from './LeadDrawer';
import type { EstimateActorRef } from './useEstimateActor';

export interface EstimateDrawerProps {
  id: string;
  actor: EstimateActorRef;
  opened: boolean;
}

/** The Get Estimate slide-out's drawer with the form (loaded at the first open). */
export function EstimateDrawer({ id, actor, opened }: EstimateDrawerProps) {
  return (
    <LeadDrawer
      id={id}
      opened={opened}
      onClose={() => actor.send({ type: 'CLOSE' })}
      size="lg"
      title="Get a Free Estimate"
      closeLabel="Close the estimate form"
    >
      <Text c="dimmed" mb="md">
        Tell us what you need and we will get back to you with a free estimate.
      </Text>
      <EstimateForm actor={actor} />
    </LeadDrawer>
  );
}
