import { useLocation } from 'react-router-dom';
import { ConfirmIdentityHost } from '../account/ConfirmIdentityHost';
import { PageHeader } from '../components/PageHeader';
import { SettingsView } from '../settings/SettingsView';
import { presetFrom } from '../settings/settingsNavigation';

export function SettingsPage() {
  const location = useLocation();
  return (
    <>
      <PageHeader
        description="Two-factor authentication, passkeys, active sessions, phone numbers and e-mail notification settings."
        title="Settings"
        eyebrow="Account"
        intro="Two-factor authentication, passkeys, active sessions, phone numbers and email notification preferences for your account."
      />
      <SettingsView preset={presetFrom(location.state)} />
      <ConfirmIdentityHost />
    </>
  );
}
