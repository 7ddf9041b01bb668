import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { canAddPasskey, passkeysMachine } from '../../../machines/passkeys.machine';
import { PASSKEY_TEXTS } from '../../shared/passkeys';
import { useFlowState } from '../hooks/useFlow';
import { t } from '../i18n/account.messages';
import { PasskeyList } from './PasskeyList';
import { PasskeyNameModal, RemovePasskeyModal } from './PasskeyModals';
import { SettingsScreen } from './SettingsScreen';

/** Settings, Passkeys: the list with rename and remove, and the header's Add button (issue 14). */
export function PasskeysScreen() {
  const [state, send] = useFlowState(passkeysMachine, { effects: {} });
  const { context } = state;
  const ready = state.matches('ready');
  const adding = state.matches({ ready: 'adding' });
  // At the limit the button is off and the reason is shown under the header.
  const atLimit = ready && !canAddPasskey(context);
  const removing = state.matches({ ready: 'removing' });
  const target = context.passkeys.find((passkey) => passkey.id === context.targetId) ?? null;

  return (
    <SettingsScreen
      title={t(PASSKEY_TEXTS.title)}
      subtitle={t(PASSKEY_TEXTS.subtitle)}
      action={
        ready ? (
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            loading={adding}
            disabled={atLimit}
            onClick={() => send({ type: 'ADD' })}
          >
            {t(PASSKEY_TEXTS.add)}
          </Button>
        ) : null
      }
    >
      {state.matches('loading') ? <Text role="status">{t(PASSKEY_TEXTS.loading)}</Text> : null}
      {state.matches('loadFailed') ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{context.loadError ? t(context.loadError) : null}</Text>
            <Button size="xs" variant="default" onClick={() => send({ type: 'RETRY' })}>
              {t(PASSKEY_TEXTS.retry)}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {atLimit ? (
        <Text size="sm" c="dimmed">
          {t(PASSKEY_TEXTS.limitReached)}
        </Text>
      ) : null}
      {ready && context.passkeys.length === 0 ? <Text>{t(PASSKEY_TEXTS.empty)}</Text> : null}
      {ready && context.passkeys.length > 0 ? (
        <PasskeyList
          passkeys={context.passkeys}
          onRename={(id) => send({ type: 'RENAME.OPEN', id })}
          onRemove={(id) => send({ type: 'REMOVE.OPEN', id })}
        />
      ) : null}
      <PasskeyNameModal
        opened={state.matches({ ready: 'naming' })}
        justAdded={context.justAdded}
        busy={state.matches({ ready: { naming: 'saving' } })}
        name={context.name}
        error={context.nameError}
        send={send}
      />
      <RemovePasskeyModal
        target={removing ? target : null}
        busy={state.matches({ ready: { removing: 'deleting' } })}
        send={send}
      />
    </SettingsScreen>
  );
}
