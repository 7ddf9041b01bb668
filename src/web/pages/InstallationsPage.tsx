import { servicePage } from '../../content/services';
import { ServicePage } from '../catalogue/ServicePage';

const service = servicePage('installations');

export function InstallationsPage() {
  return <ServicePage service={service} />;
}
