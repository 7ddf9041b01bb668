import { PageHeader } from '../components/PageHeader';

export function ResidentialPage() {
  return (
    <PageHeader
      title="Residential"
      eyebrow="Services"
      intro="Standby and portable generators for your home, and the accessories that keep it powered through an outage."
    />
  );
}
