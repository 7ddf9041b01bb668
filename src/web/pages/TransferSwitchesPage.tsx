import { PageHeader } from '../components/PageHeader';

export function TransferSwitchesPage() {
  return (
    <PageHeader
      title="Transfer Switches"
      eyebrow="Products"
      intro="Commercial and residential transfer switches that move your building to generator power safely. Free shipping on all orders."
    />
  );
}
