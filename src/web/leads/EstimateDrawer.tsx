import { Text } from '@mantine/core';
import { t } from '../i18n/leads.messages';
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
      title={t('estimate.drawerTitle')}
      closeLabel={t('estimate.drawerClose')}
    >
      <Text c="dimmed" mb="md">
        {t('estimate.drawerIntro')}
      </Text>
      <EstimateForm actor={actor} />
    </LeadDrawer>
  );
}
