import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { StaffAlertsEvent } from '../../../../machines/staffAlerts.machine';
import {
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  type AlertDevice,
  type AlertKind,
} from '../../../../machines/staffAlerts.types';
import { formatLeadTime } from '../leadFormat';

/** What a device is alerted of, in a line. */
function kindsText(kinds: readonly AlertKind[]): string {
  if (kinds.length === 0) return 'No alerts chosen';
  if (kinds.length === ALERT_KINDS.length) return 'Every kind of alert';
  return kinds.map((kind) => ALERT_KIND_LABELS[kind]).join(', ');
}

interface AlertDeviceListProps {
  devices: readonly AlertDevice[];
  thisDeviceId: string | null;
  removingId: string | null;
  /** Turning off is offered only while nothing else is being saved. */
  canTurnOff: boolean;
  send: (event: StaffAlertsEvent) => void;
}

/** The signed-in staff member's devices that get alerts, each with "Turn off". */
export function AlertDeviceList({
  devices,
  thisDeviceId,
  removingId,
  canTurnOff,
  send,
}: AlertDeviceListProps) {
  if (devices.length === 0) return <Text size="sm">No device of yours gets alerts yet.</Text>;
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your devices">
      {devices.map((device) => (
        <Group component="li" key={device.id} justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>{device.label || 'A device'}</Text>
              {device.id === thisDeviceId ? (
                <Badge variant="light" size="sm">
                  This device
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              Since {formatLeadTime(device.created_at)}
            </Text>
            <Text size="sm">{kindsText(device.kinds)}</Text>
          </div>
          <Button
            variant="default"
            size="xs"
            style={{ flexShrink: 0 }}
            loading={removingId === device.id}
            disabled={!canTurnOff && removingId !== device.id}
            onClick={() => send({ type: 'TURN_OFF', id: device.id })}
            aria-label={`Turn off alerts for ${device.label || 'this device'}`}
          >
            Turn off
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
