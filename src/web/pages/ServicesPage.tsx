import { servicePages, servicesOverview } from '../../content/services';
import { ServiceCards } from '../catalogue/ServiceCards';
import { PageHeader } from '../components/PageHeader';
import { t } from '../i18n/pages.messages';

export function ServicesPage() {
  return (
    <>
      <PageHeader
        eyebrow={t('services.eyebrow')}
        title={servicesOverview.title}
        intro={servicesOverview.intro}
        description={servicesOverview.metaDescription}
      />
      <ServiceCards services={servicePages} />
    </>
  );
}
