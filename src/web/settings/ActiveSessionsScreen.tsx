import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  LoadingOverlay,
  Modal,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import {
  type ActiveSession,
  activeSessionsMachine,
  isCurrentSession,
} from '../../../machines/activeSessions.machine';
import { sessionTexts } from '../../shared/sessionRules';
import { SESSION_TEXTS } from '../../shared/settingsTexts';
import { useFlowState } from '../hooks/useFlow';
import { t } from '../i18n/account.messages';
import { localTime } from './localTime';
import { SettingsScreen } from './SettingsScreen';

function SessionCard({
  session,
  current,
  onEnd,
}: {
  session: ActiveSession;
  current: boolean;
  onEnd: () => void;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="session-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconDeviceDesktop size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
          <div>
            <Text fw={700}>{session.ip_address}</Text>
            <Text size="sm">{session.location ?? t(SESSION_TEXTS.unknownLocation)}</Text>
            <Text size="sm" c="dimmed">
              {t('sessions.loggedIn', { date: localTime(session.created_at) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('sessions.lastActive', { date: localTime(session.last_seen_at) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('sessions.signedInWith', { method: t(sessionTexts.signedInWith[session.signed_in_with]) })}
            </Text>
          </div>
        </Group>
        {current ? (
          <Badge color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
            {t('sessions.thisSession')}
          </Badge>
        ) : null}
      </Group>
      {current ? null : (
        <Group justify="flex-end" mt="sm">
          <Button size="xs" color="red" variant="light" onClick={onEnd}>
            {t(SESSION_TEXTS.endOne)}
          </Button>
        </Group>
      )}
    </Card>
  );
}

export function ActiveSessionsScreen() {
  const [state, send] = useFlowState(activeSessionsMachine, { effects: {} });
  const { context } = state;
  const hasOthers = context.sessions.some((session) => !isCurrentSession(context, session));
  const confirming = state.matches({ list: 'confirming' }) || state.matches({ list: 'ending' });

  return (
    <SettingsScreen
      title={t('sessions.title')}
      subtitle={t('sessions.subtitle')}
      action={
        state.matches('list') && hasOthers ? (
          <Button color="red" variant="light" onClick={() => send({ type: 'END_OTHERS' })}>
            {t(SESSION_TEXTS.endOthers)}
          </Button>
        ) : null
      }
    >
      {state.matches('loading') ? <Text role="status">{t('sessions.loading')}</Text> : null}
      {state.matches('failed') ? (
        <Alert color="red" variant="light" role="alert">
          {context.loadError ? t(context.loadError) : null}
        </Alert>
      ) : null}
      {state.matches('list') ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {context.sessions.map((session) => (
            <SessionCard
              key={session.session_token}
              session={session}
              current={isCurrentSession(context, session)}
              onEnd={() => send({ type: 'END_ONE', sessionToken: session.session_token })}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {state.matches('list') ? (
        // The locations come from DB-IP's free database, whose CC BY 4.0 licence asks for this credit.
        <Text size="xs" c="dimmed" mt="md">
          <Anchor href="https://db-ip.com" target="_blank" rel="noopener noreferrer" size="xs">
            {t('sessions.geoCredit')}
          </Anchor>
        </Text>
      ) : null}
      <Modal
        closeButtonProps={{ 'aria-label': t('account.close') }}
        opened={confirming}
        onClose={() => send({ type: 'CANCEL' })}
        title={t(context.target === null ? SESSION_TEXTS.endOthers : SESSION_TEXTS.endOne)}
      >
        <LoadingOverlay visible={state.matches({ list: 'ending' })} />
        <Stack>
          <Text>{t(context.target === null ? SESSION_TEXTS.confirmOthers : SESSION_TEXTS.confirmOne)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => send({ type: 'CANCEL' })}>
              {t('sessions.cancel')}
            </Button>
            <Button color="red.9" onClick={() => send({ type: 'CONFIRM' })}>
              {t(context.target === null ? SESSION_TEXTS.endOthers : SESSION_TEXTS.endOne)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsScreen>
  );
}
