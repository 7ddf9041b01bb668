import { PageHeader } from '../components/PageHeader';

export function ProfilePage() {
  return (
    <PageHeader
      title="Your profile"
      eyebrow="Account"
      intro="Your name, username, email address, password and profile image."
    />
  );
}
