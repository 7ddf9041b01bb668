import { PageHeader } from '../components/PageHeader';

export function FuelTanksPage() {
  return (
    <PageHeader
      title="Fuel Tanks"
      eyebrow="Products"
      intro="Fuel tanks for residential, commercial, industrial and agricultural use. Free shipping on all orders."
    />
  );
}
