import { PageHeader } from '../components/PageHeader';

export function RegisterPage() {
  return (
    <PageHeader
      description="Create a free customer account to track estimate requests and manage your contact details."
      title="Create your account"
      intro="Sign up to keep your details on file and manage your account security. An account is optional: you can browse, build an inquiry list and request a free estimate without one."
    />
  );
}
