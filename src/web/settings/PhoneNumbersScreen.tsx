import { Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { phoneNumbersMachine } from '../../../machines/phoneNumbers.machine';
import { searchContactNumbers } from '../../shared/contactNumberList';
import { PHONE_TABLE_MIN_WIDTH_PX } from '../../shared/layout';
import { messages } from '../../shared/messages';
import { PHONE_TEXTS } from '../../shared/settingsTexts';
import { useFlowState } from '../hooks/useFlow';
import { useIsDesktop } from '../hooks/useIsDesktop';
import { t } from '../i18n/account.messages';
import { PhoneNumberCards, PhoneNumberTable } from './PhoneNumberList';
import { DeletePhoneNumberModal, PhoneNumberFormModal } from './PhoneNumberModals';
import { SettingsScreen } from './SettingsScreen';

export function PhoneNumbersScreen() {
  const [state, send] = useFlowState(phoneNumbersMachine, { effects: {} });
  const wide = useIsDesktop(PHONE_TABLE_MIN_WIDTH_PX);
  const { context } = state;
  const shown = searchContactNumbers(context.numbers, context.query);
  const onEdit = (id: string) => send({ type: 'EDIT.OPEN', id });
  const onDelete = (id: string) => send({ type: 'DELETE.OPEN', id });
  const deleting = state.matches({ ready: 'deleting' });
  const target = deleting ? (context.numbers.find((entry) => entry.id === context.targetId) ?? null) : null;

  let list: React.ReactNode;
  if (state.matches('loading')) list = <Text role="status">{t('phoneNumbers.loading')}</Text>;
  else if (context.loadError)
    list = (
      <Text
        c={context.loadError.severe ? 'red' : undefined}
        role={context.loadError.severe ? 'alert' : 'status'}
      >
        {t(context.loadError.message)}
      </Text>
    );
  else if (context.numbers.length === 0) list = <Text>{t(messages.phoneNumbers.empty)}</Text>;
  else if (shown.length === 0) list = <Text c="dimmed">{t(PHONE_TEXTS.noMatch(context.query))}</Text>;
  else
    list = wide ? (
      <PhoneNumberTable numbers={shown} onEdit={onEdit} onDelete={onDelete} />
    ) : (
      <PhoneNumberCards numbers={shown} onEdit={onEdit} onDelete={onDelete} />
    );

  return (
    <SettingsScreen title={t('phoneNumbers.title')} subtitle={t('phoneNumbers.subtitle')}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          aria-label={t('phoneNumbers.search')}
          placeholder={t('phoneNumbers.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={context.query}
          onChange={(event) => send({ type: 'SEARCH.CHANGED', value: event.currentTarget.value })}
          rightSection={
            context.query ? (
              <CloseButton
                aria-label={t('phoneNumbers.clearSearch')}
                onClick={() => send({ type: 'SEARCH.CHANGED', value: '' })}
              />
            ) : null
          }
          style={{ flex: '1 1 240px' }}
        />
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => send({ type: 'CREATE.OPEN' })}
        >
          {t('phoneNumbers.addButton')}
        </Button>
      </Group>
      {list}
      <PhoneNumberFormModal
        opened={state.matches({ ready: 'form' })}
        editing={context.targetId !== null}
        busy={state.matches({ ready: { form: 'saving' } })}
        form={context.form}
        error={context.formError}
        send={send}
      />
      <DeletePhoneNumberModal
        target={target}
        busy={state.matches({ ready: { deleting: 'removing' } })}
        send={send}
      />
    </SettingsScreen>
  );
}
