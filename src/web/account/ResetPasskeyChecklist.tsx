import { Checkbox, Stack, Text } from '@mantine/core';
import type { ResetPasskey } from '../../../machines/passwordReset.machine';
import { PASSKEY_TEXTS } from '../../shared/passkeys';
import { RESET_PASSKEY_TEXTS } from '../../shared/resetPasskeys';
import { t } from '../i18n/account.messages';
import { localTime } from '../settings/localTime';

function passkeyDates(passkey: ResetPasskey): string {
  const lastUsed =
    passkey.last_used_at === null
      ? t(PASSKEY_TEXTS.neverUsed)
      : t('passkeys.lastUsedAt', { date: localTime(passkey.last_used_at) });
  return t('passkeys.dates', { created: localTime(passkey.created_at), lastUsed });
}

/**
 * The account's passkeys under the new password (issue 26): the ticked ones stay, the others are removed
 * with the reset. A space bar ticks and unticks, as with any checkbox; the count of removals is announced.
 */
export function ResetPasskeyChecklist({
  passkeys,
  keptIds,
  disabled,
  onChange,
}: {
  passkeys: ResetPasskey[];
  keptIds: string[];
  disabled: boolean;
  onChange: (ids: string[]) => void;
}) {
  const removing = passkeys.length - keptIds.length;
  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={t(RESET_PASSKEY_TEXTS.legend)}
        description={t(RESET_PASSKEY_TEXTS.intro)}
        value={keptIds}
        onChange={onChange}
        disabled={disabled}
      >
        <Stack gap="sm" mt="xs">
          {passkeys.map((passkey) => (
            <Checkbox
              key={passkey.id}
              value={passkey.id}
              // A long name wraps rather than widening the page at 390 px.
              label={<span style={{ overflowWrap: 'anywhere' }}>{passkey.name}</span>}
              description={passkeyDates(passkey)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <div aria-live="polite">
        {removing > 0 ? (
          <Text size="sm" c="red.7" fw={500}>
            {t(RESET_PASSKEY_TEXTS.removing(removing))}
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
