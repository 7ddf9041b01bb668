import '@mantine/core/styles/LoadingOverlay.css';
import { Button, Group, LoadingOverlay, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Passkey, PasskeysEvent } from '../../../machines/passkeys.machine';
import { PASSKEY_NAME_MAX, PASSKEY_TEXTS } from '../../shared/passkeys';

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
  error: string | null;
  send: Send;
}) {
  const close = () => send({ type: 'CLOSE' });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title={justAdded ? PASSKEY_TEXTS.nameTitle : PASSKEY_TEXTS.renameTitle}
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
          {justAdded ? <Text size="sm">{PASSKEY_TEXTS.nameIntro}</Text> : null}
          <TextInput
            label={PASSKEY_TEXTS.nameLabel}
            required
            // A little room over the limit, so the inline message can say what is wrong.
            maxLength={PASSKEY_NAME_MAX + 10}
            autoComplete="off"
            value={name}
            error={error}
            onChange={(event) => send({ type: 'NAME.CHANGED', value: event.currentTarget.value })}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {justAdded ? PASSKEY_TEXTS.skip : PASSKEY_TEXTS.cancel}
            </Button>
            <Button type="submit">{PASSKEY_TEXTS.save}</Button>
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
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={target !== null}
      onClose={close}
      title={PASSKEY_TEXTS.removeTitle}
    >
      <LoadingOverlay visible={busy} />
      <Stack>
        <Text style={{ overflowWrap: 'anywhere' }}>{PASSKEY_TEXTS.confirmRemove(target?.name ?? '')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {PASSKEY_TEXTS.cancel}
          </Button>
          <Button color="red.9" onClick={() => send({ type: 'CONFIRM' })}>
            {PASSKEY_TEXTS.remove}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
