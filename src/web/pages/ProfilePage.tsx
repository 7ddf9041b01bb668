import { useState } from 'react';
import { PageHeader } from '../components/PageHeader';
import { t } from '../i18n/account.messages';
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
        description={t('profile.pageDescription')}
        title={t('profile.pageTitle')}
        eyebrow={t('account.eyebrow')}
        intro={t('profile.pageIntro')}
      />
      <ProfileView stored={stored} />
    </>
  );
}
