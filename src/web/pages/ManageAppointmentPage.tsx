import { useParams } from 'react-router-dom';
import { ManageAppointmentView } from '../appointments/ManageAppointmentView';
import { PageHeader } from '../components/PageHeader';

/** The manage link of every appointment e-mail: /appointments/manage/<token> (issue 28). */
export function ManageAppointmentPage() {
  const { token = '' } = useParams();
  return (
    <>
      <PageHeader
        description="See, move or cancel your free in-home assessment."
        title="Your visit"
        eyebrow="Appointments"
        noIndex
        intro="See your free in-home assessment, pick a new time or cancel it."
      />
      {/* Keyed by the token: another link starts a flow of its own. */}
      <ManageAppointmentView key={token} token={token} />
    </>
  );
}
