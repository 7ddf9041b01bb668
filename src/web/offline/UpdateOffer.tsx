import { Button, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { appUpdateMachine } from '../../../machines/appUpdate.machine';
import { useFlowState } from '../hooks/useFlow';
import { t } from '../i18n/extras.messages';
import classes from './updateOffer.module.css';
import { activateUpdate, subscribeUpdateStatus, updateStatus } from './updateStatus';

// "A new version is ready: Reload" (issue 29), loaded only once the service worker reports a new deploy
// (UpdateOfferSlot.tsx). The worker's news reaches the flow as events; the flow decides when to reload.

const noneOnServer = () => 'none' as const;

export function UpdateOffer() {
  const [snapshot, send] = useFlowState(appUpdateMachine, { effects: { activateUpdate } });
  const status = useSyncExternalStore(subscribeUpdateStatus, updateStatus, noneOnServer);

  // Also on mount: the news that brought this view in came before it was there to hear it.
  useEffect(() => {
    if (status === 'waiting') send({ type: 'UPDATE.WAITING' });
    if (status === 'controlling') send({ type: 'UPDATE.CONTROLLING' });
  }, [status, send]);

  const activating = snapshot.matches('activating') || snapshot.matches('reloading');
  const shown = snapshot.matches('offered') || activating;

  return (
    // The live region is there before its text, so screen readers announce the offer when it appears.
    <div role="status" aria-live="polite" className={classes.region}>
      {shown ? (
        <Paper withBorder shadow="lg" radius="md" p="sm" className={classes.card}>
          <div className={classes.message}>
            <IconRefresh size={20} aria-hidden="true" className={classes.icon} />
            <Text fw={600} size="sm">
              {t('update.ready')}
            </Text>
          </div>
          <div className={classes.actions}>
            <Button size="sm" loading={activating} onClick={() => send({ type: 'RELOAD' })}>
              {t('update.reload')}
            </Button>
            <Button
              size="sm"
              variant="subtle"
              color="gray"
              disabled={activating}
              onClick={() => send({ type: 'DISMISS' })}
            >
              {t('update.dismiss')}
            </Button>
          </div>
        </Paper>
      ) : null}
    </div>
  );
}
