import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { BookingContext, BookingEvent } from '../../../machines/booking.types';
import { site } from '../../content/site';
import { bookingTexts } from '../../shared/appointments';
import { CODE_LENGTH } from '../../shared/sixDigitCode';
import { VisitDetails } from '../appointments/VisitDetails';
import { t } from '../i18n/booking.messages';

interface BookingCodeStepProps {
  context: BookingContext;
  /** Checking the code or sending a new one. */
  busy: boolean;
  send: (event: BookingEvent) => void;
}

/**
 * The booking's code step (issue 38): the held window, the field for the 6-digit code e-mailed to the
 * request's address, a new code on request, and the 24/7 line for a visitor whose e-mail does not come.
 * Everything it decides is the booking machine's (bookingCode.states.ts).
 */
export function BookingCodeStep({ context, busy, send }: BookingCodeStepProps) {
  const { hold } = context;
  const line = site.trust.emergency;
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        {t('booking.checkEmail')}
      </Title>
      <Text>{t(bookingTexts.codeSent)}</Text>
      {hold ? <VisitDetails date={hold.date} window={hold.window} address="" city={context.city} /> : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT_CODE' });
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t(bookingTexts.codeLabel)}
            placeholder={t('booking.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            value={context.code}
            error={context.codeError ? t(context.codeError) : undefined}
            readOnly={busy}
            onChange={(event) => send({ type: 'CODE.CHANGED', value: event.currentTarget.value })}
            data-autofocus
          />
          {context.notice ? (
            <Alert color="teal" role="status">
              {t(context.notice)}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button type="submit" loading={busy}>
              {t('booking.bookThisTime')}
            </Button>
            <Button variant="default" disabled={busy} onClick={() => send({ type: 'RESEND_CODE' })}>
              {t('booking.newCode')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Text size="sm">
        {t(bookingTexts.cannotGetEmail.before)}{' '}
        <Anchor href={line.href} c="var(--mantine-color-brand-text)" underline="always">
          {line.display}
        </Anchor>{' '}
        {t(bookingTexts.cannotGetEmail.after)}
      </Text>
      <Group gap="sm">
        <Button variant="default" disabled={busy} onClick={() => send({ type: 'CALL_ME' })}>
          {t('booking.callMe')}
        </Button>
      </Group>
    </Stack>
  );
}
