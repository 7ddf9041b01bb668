import { PageHeader } from '../components/PageHeader';

export function EmailVerificationPage() {
  return (
    <PageHeader
      description="Enter the code we e-mailed you to finish creating your account."
      title="Verify your email"
      intro="Enter the verification code we sent to your email address to finish creating your account."
    />
  );
}
