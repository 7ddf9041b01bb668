import { PageHeader } from '../components/PageHeader';

export function ProfilePage() {
  return (
    <PageHeader
      description="Manage your name, username, e-mail, password and profile picture."
      title="Your profile"
      eyebrow="Account"
      intro="Your name, username, email address, password and profile image."
    />
  );
}
