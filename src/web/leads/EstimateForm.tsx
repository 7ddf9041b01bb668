import { Button, Checkbox, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useId } from 'react';
import type { EstimateTextField } from '../../../machines/leads.rules';
import { showsOtherHowHeard, showsOtherService } from '../../../machines/leads.rules';
import { site } from '../../content/site';
import type { Message } from '../../shared/i18n/message';
import {
  CITIES,
  HEARD_ABOUT_OPTIONS,
  heardAboutMessage,
  SERVICE_TYPES,
  serviceTypeMessage,
} from '../../shared/leads';
import { messages } from '../../shared/messages';
import { formatUsPhone } from '../../shared/phone';
import { RetryNote } from '../components/RetryNote';
import { t } from '../i18n/leads.messages';
import classes from './leads.module.css';
import { SavedOfflineNote } from './SavedOfflineNote';
import { SizingAttached } from './SizingAttached';
import type { EstimateActorRef } from './useEstimateActor';

// The lists are sent by id; their names are the page's language (issue 39), the cities are names.
const cityOptions = [
  { value: '', label: t('estimate.chooseCity') },
  ...CITIES.map((city) => ({ value: city, label: city })),
];
const serviceOptions = [
  { value: '', label: t('estimate.chooseService') },
  ...SERVICE_TYPES.map((type) => ({ value: String(type.id), label: t(serviceTypeMessage(type.id)) })),
];
const heardOptions = [
  { value: '', label: t('estimate.chooseOne') },
  ...HEARD_ABOUT_OPTIONS.map((o) => ({ value: String(o.id), label: t(heardAboutMessage(o.id)) })),
];

const errorText = (message: Message | undefined) => (message ? t(message) : undefined);

function optionId<T extends number>(value: string, options: readonly { id: T }[]): T | null {
  return options.find((option) => String(option.id) === value)?.id ?? null;
}

/** The Get Estimate form (SPEC sections 2 and 5), rendering the machine's state and sending its events. */
export function EstimateForm({ actor }: { actor: EstimateActorRef }) {
  const errorId = useId();
  const { fields, fieldErrors, error, user } = useSelector(actor, (snapshot) => snapshot.context);
  const submitting = useSelector(actor, (snapshot) => snapshot.hasTag('submitting'));
  const resetting = useSelector(actor, (snapshot) => snapshot.matches({ form: 'resetting' }));
  const retrying = useSelector(actor, (snapshot) => snapshot.hasTag('retrying'));
  const savedOffline = useSelector(actor, (snapshot) => snapshot.matches({ form: 'savedOffline' }));
  const text = (field: EstimateTextField) => (event: { currentTarget: { value: string } }) =>
    actor.send({ type: 'FIELD.CHANGED', field, value: event.currentTarget.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
  const readOnly = user !== null;

  return (
    <form className={classes.form} noValidate onSubmit={submit} aria-label={t('estimate.formLabel')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('estimate.firstName')}
            required
            autoComplete="given-name"
            readOnly={readOnly}
            value={fields.firstName}
            error={errorText(fieldErrors.firstName)}
            onChange={text('firstName')}
          />
          <TextInput
            label={t('estimate.lastName')}
            required
            autoComplete="family-name"
            readOnly={readOnly}
            value={fields.lastName}
            error={errorText(fieldErrors.lastName)}
            onChange={text('lastName')}
          />
          <TextInput
            label={t('contact.email')}
            type="email"
            required
            autoComplete="email"
            readOnly={readOnly}
            value={fields.email}
            error={errorText(fieldErrors.email)}
            onChange={text('email')}
          />
          <TextInput
            label={t('contact.phone')}
            type="tel"
            required
            autoComplete="tel-national"
            placeholder="(407) 555-0123"
            value={formatUsPhone(fields.phoneNumber)}
            error={errorText(fieldErrors.phoneNumber)}
            onChange={text('phoneNumber')}
          />
        </SimpleGrid>
        <NativeSelect
          label={t('estimate.city')}
          description={t(messages.estimate.floridaOnly)}
          data={cityOptions}
          value={fields.city ?? ''}
          onChange={(event) =>
            actor.send({
              type: 'CITY.CHANGED',
              city: CITIES.find((city) => city === event.currentTarget.value) ?? null,
            })
          }
        />
        <NativeSelect
          label={t('estimate.service')}
          data={serviceOptions}
          value={fields.serviceRequest === null ? '' : String(fields.serviceRequest)}
          onChange={(event) =>
            actor.send({ type: 'SERVICE.CHANGED', id: optionId(event.currentTarget.value, SERVICE_TYPES) })
          }
        />
        {showsOtherService(fields) ? (
          <Textarea
            label={t('estimate.otherService')}
            autosize
            minRows={2}
            maxLength={4000}
            value={fields.otherServiceDescription}
            onChange={text('otherServiceDescription')}
          />
        ) : null}
        {fields.sizing ? <SizingAttached headline={fields.sizing.headline} actor={actor} /> : null}
        <NativeSelect
          label={t('estimate.heardAbout')}
          data={heardOptions}
          value={fields.howHeard === null ? '' : String(fields.howHeard)}
          onChange={(event) =>
            actor.send({
              type: 'HEARD.CHANGED',
              id: optionId(event.currentTarget.value, HEARD_ABOUT_OPTIONS),
            })
          }
        />
        {showsOtherHowHeard(fields) ? (
          <TextInput
            label={t('estimate.otherHeard')}
            maxLength={500}
            value={fields.otherHowHeardDetails}
            onChange={text('otherHowHeardDetails')}
          />
        ) : null}
        <Checkbox
          mt="xs"
          label={t('estimate.consent', { company: site.companyName })}
          checked={fields.agreeToContact}
          onChange={(event) => actor.send({ type: 'CONSENT.CHANGED', agreed: event.currentTarget.checked })}
        />
        <Stack gap={0}>
          <Button
            type="submit"
            size="md"
            loading={submitting}
            disabled={!fields.agreeToContact || resetting}
            aria-describedby={error ? errorId : undefined}
          >
            {t('estimate.submit')}
          </Button>
          <RetryNote retrying={retrying} />
          <SavedOfflineNote saved={savedOffline} />
        </Stack>
        {error ? (
          <Text id={errorId} c="red" size="sm" role="alert">
            {t(error)}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
