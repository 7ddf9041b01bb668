import { servicePages, servicesOverview } from '../../content/services';
import { ServiceCards } from '../catalogue/ServiceCards';
import { PageHeader } from '../components/PageHeader';

export function ServicesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Services"
        title={servicesOverview.title}
        intro={servicesOverview.intro}
        description={servicesOverview.metaDescription}
      />
      <ServiceCards services={servicePages} />
    </>
  );
}
