import { PageHeader } from '../components/PageHeader';

export function CommercialIndustrialPage() {
  return (
    <PageHeader
      title="Commercial & Industrial"
      eyebrow="Services"
      intro="Generators, fire pump systems and power management equipment for businesses and industrial sites."
    />
  );
}
