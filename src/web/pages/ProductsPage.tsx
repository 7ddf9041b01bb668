import { LinkCards } from '../components/LinkCards';
import { PageHeader } from '../components/PageHeader';

const categories = [
  {
    title: 'Portable Generators',
    text: 'Diesel, gasoline and propane portables, power stations and heavy-duty worksite generators.',
    to: '/products/portable-generators',
  },
  {
    title: 'Standby Generators',
    text: 'Permanently installed generators that take over automatically when the power fails.',
    to: '/products/standby-generators',
  },
  {
    title: 'Transfer Switches',
    text: 'Commercial and residential switches that move your load to generator power safely.',
    to: '/products/transfer-switches',
  },
  {
    title: 'Fuel Tanks',
    text: 'Tanks for residential, commercial, industrial and agricultural use.',
    to: '/products/fuel-tanks',
  },
].map((category) => ({ ...category, action: 'View products' }));

export function ProductsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Products"
        title="Products"
        intro="Generators, transfer switches and fuel tanks. There is no cart and there are no prices online: add items to your inquiry list and send it, and we will get back to you."
      />
      <LinkCards items={categories} />
    </>
  );
}
