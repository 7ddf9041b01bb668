import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Card, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { upcomingVisitsMachine } from '../../../machines/upcomingVisits.machine';
import { VisitDetails } from '../appointments/VisitDetails';
import { useFlowState } from '../hooks/useFlow';
import { useTabVisible } from '../hooks/useTabVisible';
import { t } from '../i18n/booking.messages';
import '../i18n/account.messages';

/** The profile's list of the customer's booked free in-home assessments, each with its manage link. */
export function UpcomingVisits() {
  const [state, send] = useFlowState(upcomingVisitsMachine, { effects: {} });
  const { visits, error } = state.context;

  useTabVisible(send);

  let body: React.ReactNode;
  if (state.matches('loadFailed'))
    body = (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" role="alert" w="100%">
          {error ? t(error) : null}
        </Alert>
        <Button variant="default" onClick={() => send({ type: 'RETRY' })}>
          {t('upcoming.retry')}
        </Button>
      </Stack>
    );
  else if (state.matches('loading') && visits.length === 0)
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('upcoming.loading')}</Text>
      </Group>
    );
  else if (visits.length === 0) body = <Text>{t('upcoming.none')}</Text>;
  else
    body = (
      <Stack gap="md">
        {visits.map((visit, index) => (
          <Stack gap="xs" key={visit.id}>
            {index > 0 ? <Divider /> : null}
            <VisitDetails date={visit.date} window={visit.window} address={visit.address} city={visit.city} />
            <Anchor
              component={Link}
              to={`/appointments/manage/${visit.manage_token}`}
              c="var(--mantine-color-brand-text)"
              fw={700}
            >
              {t('upcoming.manage')}
            </Anchor>
          </Stack>
        ))}
      </Stack>
    );

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('upcoming.title')}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
