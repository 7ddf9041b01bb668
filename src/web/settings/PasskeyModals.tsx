import '@mantine/core/styles/LoadingOverlay.css';
import { Button, Group, LoadingOverlay, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Passkey, PasskeysEvent } from '../../../machines/passkeys.machine';
import type { Message } from '../../shared/i18n/message';
import { PASSKEY_NAME_MAX, PASSKEY_TEXTS } from '../../shared/passkeys';
import { t } from '../i18n/account.messages';

type Send = (event: PasskeysEvent) => void;

/**
 * Naming a passkey just added ("Name your passkey", Save or Skip) and renaming one (Save or Cancel) share
 * one form; closing it keeps the name the passkey has.
 */
export function PasskeyNameModal({
  opened,
  justAdded,
  busy,
  name,
  error,
  send,
}: {
  opened: boolean;
  justAdded: boolean;
  busy: boolean;
  name: string;
  error: Message | null;
  send: Send;
}) {
  const close = () => send({ type: 'CLOSE' });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('account.close') }}
      opened={opened}
      onClose={close}
      title={t(justAdded ? PASSKEY_TEXTS.nameTitle : PASSKEY_TEXTS.renameTitle)}
    >
      <LoadingOverlay visible={busy} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SAVE' });
        }}
        noValidate
      >
        <Stack>
          {justAdded ? <Text size="sm">{t(PASSKEY_TEXTS.nameIntro)}</Text> : null}
          <TextInput
            label={t(PASSKEY_TEXTS.nameLabel)}
            required
            // A little room over the limit, so the inline message can say what is wrong.
            maxLength={PASSKEY_NAME_MAX + 10}
            autoComplete="off"
            value={name}
            error={error ? t(error) : null}
            onChange={(event) => send({ type: 'NAME.CHANGED', value: event.currentTarget.value })}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t(justAdded ? PASSKEY_TEXTS.skip : PASSKEY_TEXTS.cancel)}
            </Button>
            <Button type="submit">{t(PASSKEY_TEXTS.save)}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function RemovePasskeyModal({
  target,
  busy,
  send,
}: {
  target: Passkey | null;
  busy: boolean;
  send: Send;
}) {
  const close = () => send({ type: 'CLOSE' });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('account.close') }}
      opened={target !== null}
      onClose={close}
      title={t(PASSKEY_TEXTS.removeTitle)}
    >
      <LoadingOverlay visible={busy} />
      <Stack>
        <Text style={{ overflowWrap: 'anywhere' }}>{t(PASSKEY_TEXTS.confirmRemove(target?.name ?? ''))}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t(PASSKEY_TEXTS.cancel)}
          </Button>
          <Button color="red.9" onClick={() => send({ type: 'CONFIRM' })}>
            {t(PASSKEY_TEXTS.remove)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
