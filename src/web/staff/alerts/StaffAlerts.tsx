import '@mantine/core/styles/Alert.css';
import { Alert, Button, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { rememberAlertDevice } from '../../../../machines/staffAlerts.browser';
import { staffAlertsMachine } from '../../../../machines/staffAlerts.machine';
import { useFlowState } from '../../hooks/useFlow';
import { LoadFailure } from '../LoadFailure';
import { AlertDeviceList } from './AlertDeviceList';
import { AlertKindSwitches } from './AlertKindSwitches';
import { InstallHint } from './InstallHint';

type Snapshot = ReturnType<typeof staffAlertsMachine.transition>;
type Send = ReturnType<typeof useFlowState<typeof staffAlertsMachine>>[1];

/** What this device can do: the browser's limits explained, or the switch and the kinds. */
function ThisDevice({ state, send }: { state: Snapshot; send: Send }) {
  const { context } = state;
  if (state.matches({ ready: 'unsupported' }))
    return (
      <Alert color="gray" title="This browser cannot show alerts">
        Use Chrome, Edge, Firefox or Safari on your phone or computer. You can still turn off your other
        devices below.
      </Alert>
    );
  if (state.matches({ ready: 'needsInstall' }))
    return (
      <Alert color="blue" title="Add the staff area to your home screen first">
        <Text size="sm" mb="xs">
          iPhones and iPads show alerts only from a web app on the home screen.
        </Text>
        <InstallHint emphasised />
      </Alert>
    );
  if (state.matches({ ready: 'blocked' }))
    return (
      <Alert color="yellow" title="Notifications are blocked for this site">
        Allow notifications in this browser’s settings for this site (the icon beside the address), then
        reload this page.
      </Alert>
    );
  const on = state.matches({ ready: 'on' }) || state.matches({ ready: 'savingKinds' });
  const turningOn = state.matches({ ready: 'turningOn' });
  const busy = !state.hasTag('settled');
  return (
    <Stack gap="md">
      <Text>
        {on
          ? 'Alerts are on for this device: new leads and visits show as notifications, even with this page closed.'
          : 'Alerts are off on this device.'}
      </Text>
      {on ? null : (
        <Button onClick={() => send({ type: 'TURN_ON' })} loading={turningOn} w="fit-content">
          Turn on alerts for this device
        </Button>
      )}
      <AlertKindSwitches kinds={context.kinds} disabled={busy} send={send} />
    </Stack>
  );
}

/** The Alerts tab of /staff (issue 40): this device's alerts, which kinds, and every device of this staff member. */
export function StaffAlerts() {
  const [state, send] = useFlowState(staffAlertsMachine, {
    effects: { rememberDevice: ({ id }) => rememberAlertDevice(id) },
  });
  const { context } = state;
  if (state.matches('checking') || state.matches('loading'))
    return <Loader aria-label="Loading your alert settings" />;
  if (state.matches('loadFailed'))
    return (
      <LoadFailure
        title="Your alert settings could not be loaded"
        message={context.loadError}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  const settled = state.hasTag('settled');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-labelledby="alerts-device"
        >
          <Stack gap="md">
            <Title order={2} fz="h3" id="alerts-device">
              This device
            </Title>
            <ThisDevice state={state} send={send} />
            {state.matches({ ready: 'needsInstall' }) ? null : <InstallHint />}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          component="section"
          aria-labelledby="alerts-devices"
        >
          <Stack gap="md">
            <Title order={2} fz="h3" id="alerts-devices">
              Your devices
            </Title>
            <AlertDeviceList
              devices={context.devices}
              thisDeviceId={context.thisDeviceId}
              removingId={context.removingId}
              canTurnOff={settled}
              send={send}
            />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
