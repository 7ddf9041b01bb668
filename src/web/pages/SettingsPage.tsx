import { PageHeader } from '../components/PageHeader';

export function SettingsPage() {
  return (
    <PageHeader
      description="Two-factor authentication, active sessions, phone numbers and e-mail notification settings."
      title="Settings"
      eyebrow="Account"
      intro="Two-factor authentication, active sessions, phone numbers and email notification preferences for your account."
    />
  );
}
