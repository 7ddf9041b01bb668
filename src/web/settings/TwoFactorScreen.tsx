import '@mantine/core/styles/Code.css';
import { Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import {
  headerAction,
  type TwoFactorEffect,
  twoFactorSetupMachine,
} from '../../../machines/twoFactorSetup.machine';
import { readCookie, removeCookie, writeCookie } from '../../api/cookies';
import { TWO_FACTOR_TEXTS } from '../../shared/settingsTexts';
import { CODE_LENGTH } from '../../shared/sixDigitCode';
import { downloadText } from '../downloadText';
import { type EffectHandlers, useFlowState } from '../hooks/useFlow';
import { t } from '../i18n/account.messages';
import { toastFailure, toastSuccess } from '../notifications';
import { DisableTwoFactorModal } from './DisableTwoFactorModal';
import { RecoveryCodesView } from './RecoveryCodesView';
import { SettingsScreen } from './SettingsScreen';

const twoFactorEffects: EffectHandlers<TwoFactorEffect> = {
  storeEnabledFlag: ({ enabled }) =>
    enabled ? writeCookie('isTwoFAEnabled', true) : removeCookie('isTwoFAEnabled'),
  copyCodes: ({ codes }) => {
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toastSuccess(t(TWO_FACTOR_TEXTS.codesCopied)),
      () => toastFailure(t(TWO_FACTOR_TEXTS.copyFailed)),
    );
  },
  downloadCodes: ({ codes }) => downloadText(t(TWO_FACTOR_TEXTS.codesFileName), `${codes.join('\n')}\n`),
};

export function TwoFactorScreen() {
  const [state, send] = useFlowState(twoFactorSetupMachine, {
    input: { storedEnabled: readCookie('isTwoFAEnabled') },
    effects: twoFactorEffects,
  });
  const { context } = state;
  const stateName = typeof state.value === 'string' ? state.value : (Object.keys(state.value)[0] ?? '');
  const action = headerAction(stateName, context);
  const prompting = state.matches('prompting') || state.matches('disabling');
  const showCodes = context.recoveryCodes.length > 0;

  let body: React.ReactNode;
  if (state.matches('loading') || state.matches('initiating')) {
    body = <Text role="status">{t('twoFactor.loading')}</Text>;
  } else if (state.matches('showQR')) {
    body = (
      <Stack gap="md" maw={420}>
        <Image
          src={context.qrDataUrl}
          alt={t('twoFactor.qrAlt')}
          w={200}
          h={200}
          radius="sm"
          bg="white"
          p={8}
        />
        <Text size="sm">
          {t(TWO_FACTOR_TEXTS.manualEntry)}{' '}
          <Code fz="sm" style={{ wordBreak: 'break-all' }}>
            {context.base32}
          </Code>
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'VERIFY' });
          }}
        >
          <Group align="flex-start">
            <TextInput
              aria-label={t('account.sixDigitPlaceholder')}
              placeholder={t('account.sixDigitPlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              value={context.code}
              error={context.codeError ? t(context.codeError) : null}
              onChange={(event) => send({ type: 'CODE.CHANGED', value: event.currentTarget.value })}
            />
            <Button type="submit" loading={state.matches({ showQR: 'verifying' })}>
              {t('twoFactor.verifyEnable')}
            </Button>
          </Group>
        </form>
      </Stack>
    );
  } else if (showCodes) {
    body = (
      <RecoveryCodesView
        codes={context.recoveryCodes}
        onCopy={() => send({ type: 'CODES.COPY' })}
        onDownload={() => send({ type: 'CODES.DOWNLOAD' })}
      />
    );
  } else {
    body = context.enabled ? (
      <>
        <Text>{t(TWO_FACTOR_TEXTS.onIdle)}</Text>
        <Group>
          <Button color="red" variant="light" onClick={() => send({ type: 'DISABLE' })}>
            {t('twoFactor.disableButton')}
          </Button>
        </Group>
      </>
    ) : (
      <>
        <Text>{t(TWO_FACTOR_TEXTS.offIdle)}</Text>
        <Group>
          <Button onClick={() => send({ type: 'ENABLE' })}>{t('twoFactor.enableButton')}</Button>
        </Group>
      </>
    );
  }

  return (
    <SettingsScreen
      title={t('twoFactor.title')}
      subtitle={t('twoFactor.subtitle')}
      action={
        action ? (
          <Button
            variant="default"
            onClick={() => send(action === 'Disable' ? { type: 'DISABLE' } : { type: 'CANCEL' })}
          >
            {t(action === 'Disable' ? 'twoFactor.headerDisable' : 'twoFactor.headerCancel')}
          </Button>
        ) : null
      }
    >
      {body}
      <DisableTwoFactorModal
        opened={prompting}
        busy={state.matches('disabling')}
        code={context.disableCode}
        recoveryCode={context.recoveryCode}
        error={context.disableError}
        send={send}
      />
    </SettingsScreen>
  );
}
