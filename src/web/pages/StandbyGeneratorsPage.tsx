import { PageHeader } from '../components/PageHeader';

export function StandbyGeneratorsPage() {
  return (
    <PageHeader
      title="Standby Generators"
      eyebrow="Products"
      intro="Permanently installed diesel, gasoline and propane generators, power stations and heavy-duty worksite units that take over when the grid fails. Free shipping on all orders."
    />
  );
}
