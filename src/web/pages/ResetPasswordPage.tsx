import { PageHeader } from '../components/PageHeader';

export function ResetPasswordPage() {
  return (
    <PageHeader
      description="Choose a new password for your customer account."
      title="Reset your password"
      intro="Choose a new password for your account, using the link we sent to your email address."
    />
  );
}
