import { PageHeader } from '../components/PageHeader';

export function EmailVerificationPage() {
  return (
    <PageHeader
      title="Verify your email"
      intro="Enter the verification code we sent to your email address to finish creating your account."
    />
  );
}
