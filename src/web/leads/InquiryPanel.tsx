import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconSend, IconTrash } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import type { InquiryField } from '../../../machines/inquiryList.machine';
import { formatUsPhone } from '../../shared/phone';
import { RetryNote } from '../components/RetryNote';
import { t } from '../i18n/inquiry.messages';
import { InquiryListContext } from './InquiryListProvider';
import classes from './leads.module.css';
import { SavedOfflineNote } from './SavedOfflineNote';

const ERROR_ID = 'inquiry-error';

/** The list with its per-item messages, the contact fields and Send. */
export function InquiryPanel() {
  const actor = InquiryListContext.useActorRef();
  const { items, contact, error } = InquiryListContext.useSelector((snapshot) => snapshot.context);
  const sending = InquiryListContext.useSelector((snapshot) => snapshot.hasTag('sending'));
  const retrying = InquiryListContext.useSelector((snapshot) => snapshot.hasTag('retrying'));
  const savedOffline = InquiryListContext.useSelector((snapshot) =>
    snapshot.matches({ request: 'savedOffline' }),
  );
  const change = (field: InquiryField) => (event: { currentTarget: { value: string } }) =>
    actor.send({ type: 'FIELD.CHANGED', field, value: event.currentTarget.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SEND' });
  };

  return (
    <form className={classes.form} noValidate onSubmit={submit} aria-label={t('inquiry.formLabel')}>
      <Stack gap="md">
        {items.length === 0 ? (
          <Text c="dimmed">{t('inquiry.empty')}</Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('inquiry.products')}
          >
            {items.map((item) => (
              <Paper component="li" key={item.name} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
                  <Text fw={700}>{item.name}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('inquiry.remove', { name: item.name })}
                    onClick={() => actor.send({ type: 'ITEM.REMOVE', name: item.name })}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
                <Textarea
                  label={t('inquiry.itemMessage', { name: item.name })}
                  autosize
                  minRows={1}
                  maxRows={4}
                  maxLength={2000}
                  value={item.message}
                  onChange={(event) =>
                    actor.send({ type: 'ITEM.MESSAGE', name: item.name, message: event.currentTarget.value })
                  }
                />
              </Paper>
            ))}
          </Stack>
        )}
        <TextInput
          label={t('inquiry.name')}
          required
          autoComplete="name"
          value={contact.name}
          onChange={change('name')}
        />
        <TextInput
          label={t('contact.email')}
          type="email"
          required
          autoComplete="email"
          value={contact.email}
          onChange={change('email')}
        />
        <TextInput
          label={t('contact.phone')}
          type="tel"
          required
          autoComplete="tel-national"
          placeholder="(407) 555-0123"
          value={formatUsPhone(contact.phone)}
          onChange={change('phone')}
        />
        <Stack gap={0}>
          <Button
            type="submit"
            loading={sending}
            disabled={items.length === 0}
            leftSection={<IconSend size={18} aria-hidden="true" />}
            aria-describedby={error ? ERROR_ID : undefined}
          >
            {t('inquiry.send')}
          </Button>
          <RetryNote retrying={retrying} />
          <SavedOfflineNote saved={savedOffline} />
        </Stack>
        {error ? (
          <Text id={ERROR_ID} c="red" size="sm" role="alert">
            {t(error)}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
