import { PageHeader } from '../components/PageHeader';

export function PortableGeneratorsPage() {
  return (
    <PageHeader
      title="Portable Generators"
      eyebrow="Products"
      intro="Diesel, gasoline and propane portable generators, power stations and heavy-duty worksite units. Free shipping on all orders."
    />
  );
}
