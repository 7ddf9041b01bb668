import { useState } from 'react';
import { PageHeader } from '../components/PageHeader';
import { ProfileView } from '../profile/ProfileView';
import { readSignedInUser } from '../session';

export function ProfilePage() {
  // The route is registered only when signed in; the empty user covers a cookie that vanished meanwhile.
  const [stored] = useState(
    () => readSignedInUser() ?? { first_name: '', last_name: '', email: '', username: '', profileimg: null },
  );
  return (
    <>
      <PageHeader
        description="Manage your name, username, e-mail, password and profile picture."
        title="Your profile"
        eyebrow="Account"
        intro="Your name, username, email address, password and profile image."
      />
      <ProfileView stored={stored} />
    </>
  );
}
