import '@mantine/core/styles/LoadingOverlay.css';
import { Button, Group, LoadingOverlay, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { PhoneNumbersEvent } from '../../../machines/phoneNumbers.machine';
import type { ContactNumber, PhoneForm } from '../../shared/contactNumberList';
import { CONTACT_TYPES, type ContactType, isContactType } from '../../shared/contactNumbers';
import { formatUsPhone } from '../../shared/phone';

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
  error: string | null;
  send: Send;
}) {
  const close = () => send({ type: 'CLOSE' });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title={editing ? 'Edit phone number' : 'Add phone number'}
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
            label="Phone number"
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
            label="Type"
            placeholder="Select a type"
            required
            data={[...CONTACT_TYPES]}
            value={form.type === '' ? null : form.type}
            onChange={(value) =>
              send({ type: 'FORM.TYPE', value: isContactType(value) ? (value as ContactType) : '' })
            }
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="City"
            description="Optional"
            value={form.city}
            autoComplete="address-level2"
            onChange={(event) => send({ type: 'FORM.CITY', value: event.currentTarget.value })}
          />
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">{editing ? 'Save' : 'Add'}</Button>
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
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={target !== null}
      onClose={() => send({ type: 'CLOSE' })}
      title="Delete phone number"
    >
      <LoadingOverlay visible={busy} />
      <Stack>
        <Text>Delete {target ? formatUsPhone(target.phone_number) : ''} from your account?</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send({ type: 'CLOSE' })}>
            Cancel
          </Button>
          <Button color="red.9" onClick={() => send({ type: 'SUBMIT' })}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
