import { Stack, Switch } from '@mantine/core';
import type { StaffAlertsEvent } from '../../../../machines/staffAlerts.machine';
import { ALERT_KIND_LABELS, ALERT_KINDS, type AlertKind } from '../../../../machines/staffAlerts.types';

interface AlertKindSwitchesProps {
  kinds: readonly AlertKind[];
  disabled: boolean;
  send: (event: StaffAlertsEvent) => void;
}

/** Which kinds of lead alert this device; the last one stays on (turning the device off is for that). */
export function AlertKindSwitches({ kinds, disabled, send }: AlertKindSwitchesProps) {
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <legend style={{ padding: 0, marginBottom: 'var(--mantine-spacing-xs)', fontWeight: 600 }}>
        Alert this device about
      </legend>
      {ALERT_KINDS.map((kind) => {
        const checked = kinds.includes(kind);
        return (
          <Switch
            key={kind}
            label={ALERT_KIND_LABELS[kind]}
            checked={checked}
            disabled={disabled || (checked && kinds.length === 1)}
            onChange={() => send({ type: 'KIND.TOGGLE', kind })}
          />
        );
      })}
    </Stack>
  );
}
