import { servicePages } from '../../content/services';
import { ServiceView } from '../catalogue/ServiceView';
import { useRouteContent } from '../hooks/useRouteContent';

/** Every service page (/services/...): its content is the entry of src/content/services.ts for the path. */
export function ServicePage() {
  const service = useRouteContent(servicePages);
  // Keyed, so moving to another service page starts with an empty search, as a new page would.
  return <ServiceView key={service.slug} service={service} />;
}
