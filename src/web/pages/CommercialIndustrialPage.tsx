import { servicePage } from '../../content/services';
import { ServicePage } from '../catalogue/ServicePage';

const service = servicePage('commercial-industrial');

export function CommercialIndustrialPage() {
  return <ServicePage service={service} />;
}
