import { Button, Divider } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { PasskeySignInActor } from '../../../machines/passkeySignIn.machine';
import { PASSKEY_TEXTS } from '../../shared/passkeys';
import { t } from '../i18n/account.messages';

/**
 * The Sign In form's "or" and "Sign in with a passkey" button, shown when the flow found WebAuthn. Being on
 * screen is what the flow needs to know to wait for a pick from the e-mail field's autofill list.
 */
export function PasskeySignInButton({ actor }: { actor: PasskeySignInActor }) {
  const offered = useSelector(actor, (snapshot) => snapshot.matches('ready') || snapshot.matches('signedIn'));
  const busy = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches({ ready: 'prompt' }) ||
      snapshot.matches({ ready: 'verifying' }) ||
      snapshot.matches('signedIn') ||
      snapshot.matches('reloading'),
  );

  useEffect(() => {
    actor.send({ type: 'FORM.SHOWN' });
    return () => actor.send({ type: 'FORM.HIDDEN' });
  }, [actor]);

  if (!offered) return null;
  return (
    <>
      <Divider label={t(PASSKEY_TEXTS.or)} labelPosition="center" />
      <Button
        type="button"
        variant="default"
        fullWidth
        leftSection={<IconKey size={18} aria-hidden="true" />}
        loading={busy}
        onClick={() => actor.send({ type: 'SIGN_IN' })}
      >
        {t(PASSKEY_TEXTS.signIn)}
      </Button>
    </>
  );
}
