import { servicePages } from '../../content/services';
import { ServiceView } from '../catalogue/ServiceView';
import { useRouteContent } from '../hooks/useRouteContent';

/** Every service page (/services/...): its content is the entry of src/content/services.ts for the path. */
export function ServicePage() {
  return <ServiceView service={useRouteContent(servicePages)} />;
}
