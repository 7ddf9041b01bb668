import { PageHeader } from '../components/PageHeader';

export function MaintenanceRepairsPage() {
  return (
    <PageHeader
      title="Maintenance & Repairs"
      eyebrow="Services"
      intro="Service and repair for generators, fire pumps and safety systems, transfer switches, load management, battery banks and surge protectors, with scheduled maintenance plans and 24/7 emergency repair."
    />
  );
}
