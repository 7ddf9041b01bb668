import '@mantine/core/styles/LoadingOverlay.css';
import { Button, Group, LoadingOverlay, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { PhoneNumbersEvent } from '../../../machines/phoneNumbers.machine';
import type { ContactNumber, PhoneForm } from '../../shared/contactNumberList';
import { CONTACT_TYPES, type ContactType, isContactType } from '../../shared/contactNumbers';
import type { Message } from '../../shared/i18n/message';
import { formatUsPhone } from '../../shared/phone';
import { t } from '../i18n/account.messages';

type Send = (event: PhoneNumbersEvent) => void;

/** Create and edit share one form; closing it (Cancel, the X, Escape) clears it (SPEC 2). */
export function PhoneNumberFormModal({
  opened,
  editing,
  busy,
  form,
  error,
  send,
}: {
  opened: boolean;
  editing: boolean;
  busy: boolean;
  form: PhoneForm;
  error: Message | null;
  send: Send;
}) {
  const close = () => send({ type: 'CLOSE' });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('account.close') }}
      opened={opened}
      onClose={close}
      title={editing ? t('phoneNumbers.editTitle') : t('phoneNumbers.addTitle')}
    >
      <LoadingOverlay visible={busy} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
        noValidate
      >
        <Stack>
          <TextInput
            label={t('phoneNumbers.colNumber')}
            placeholder="(123) 456-7890"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            value={formatUsPhone(form.digits)}
            onChange={(event) => send({ type: 'FORM.PHONE', value: event.currentTarget.value })}
            data-autofocus
          />
          <Select
            label={t('phoneNumbers.colType')}
            placeholder={t('phoneNumbers.selectType')}
            required
            data={CONTACT_TYPES.map((type) => ({ value: type, label: t('phoneNumbers.type', { type }) }))}
            value={form.type === '' ? null : form.type}
            onChange={(value) =>
              send({ type: 'FORM.TYPE', value: isContactType(value) ? (value as ContactType) : '' })
            }
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('phoneNumbers.colCity')}
            description={t('phoneNumbers.optional')}
            value={form.city}
            autoComplete="address-level2"
            onChange={(event) => send({ type: 'FORM.CITY', value: event.currentTarget.value })}
          />
          {error ? (
            <Text c="red" size="sm" role="alert">
              {t(error)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('phoneNumbers.cancel')}
            </Button>
            <Button type="submit">{editing ? t('phoneNumbers.save') : t('phoneNumbers.add')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function DeletePhoneNumberModal({
  target,
  busy,
  send,
}: {
  target: ContactNumber | null;
  busy: boolean;
  send: Send;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('account.close') }}
      opened={target !== null}
      onClose={() => send({ type: 'CLOSE' })}
      title={t('phoneNumbers.deleteTitle')}
    >
      <LoadingOverlay visible={busy} />
      <Stack>
        <Text>
          {t('phoneNumbers.deleteConfirm', { number: target ? formatUsPhone(target.phone_number) : '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send({ type: 'CLOSE' })}>
            {t('phoneNumbers.cancel')}
          </Button>
          <Button color="red.9" onClick={() => send({ type: 'SUBMIT' })}>
            {t('phoneNumbers.deleteButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
