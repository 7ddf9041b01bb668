import { servicePage } from '../../content/services';
import { ServicePage } from '../catalogue/ServicePage';

const service = servicePage('maintenance-repairs');

export function MaintenanceRepairsPage() {
  return <ServicePage service={service} />;
}
