import { useParams } from 'react-router-dom';
import { ManageAppointmentView } from '../appointments/ManageAppointmentView';
import { PageHeader } from '../components/PageHeader';
import { t } from '../i18n/booking.messages';

/** The manage link of every appointment e-mail: /appointments/manage/<token> (issue 28). */
export function ManageAppointmentPage() {
  const { token = '' } = useParams();
  return (
    <>
      <PageHeader
        description={t('manage.description')}
        title={t('manage.title')}
        eyebrow={t('manage.eyebrow')}
        noIndex
        intro={t('manage.intro')}
      />
      {/* Keyed by the token: another link starts a flow of its own. */}
      <ManageAppointmentView key={token} token={token} />
    </>
  );
}
