import { servicePage } from '../../content/services';
import { ServicePage } from '../catalogue/ServicePage';

const service = servicePage('residential');

export function ResidentialPage() {
  return <ServicePage service={service} />;
}
