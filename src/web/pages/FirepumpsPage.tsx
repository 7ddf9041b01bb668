import { servicePage } from '../../content/services';
import { ServicePage } from '../catalogue/ServicePage';

const service = servicePage('firepumps');

export function FirepumpsPage() {
  return <ServicePage service={service} />;
}
