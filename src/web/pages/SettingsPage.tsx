import { useLocation } from 'react-router-dom';
import { ConfirmIdentityHost } from '../account/ConfirmIdentityHost';
import { PageHeader } from '../components/PageHeader';
import { t } from '../i18n/account.messages';
import { SettingsView } from '../settings/SettingsView';
import { presetFrom } from '../settings/settingsNavigation';

export function SettingsPage() {
  const location = useLocation();
  return (
    <>
      <PageHeader
        description={t('settings.pageDescription')}
        title={t('settings.pageTitle')}
        eyebrow={t('account.eyebrow')}
        intro={t('settings.pageIntro')}
      />
      <SettingsView preset={presetFrom(location.state)} />
      <ConfirmIdentityHost />
    </>
  );
}
