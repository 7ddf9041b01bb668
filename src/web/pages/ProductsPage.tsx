import { productCategories, productsOverview } from '../../content/catalogue/categories';
import { CategoryCards } from '../catalogue/CategoryCards';
import { PageHeader } from '../components/PageHeader';
import { t } from '../i18n/catalogue.messages';

export function ProductsPage() {
  return (
    <>
      <PageHeader
        eyebrow={t('catalogue.eyebrow')}
        title={productsOverview.title}
        intro={productsOverview.intro}
        description={productsOverview.metaDescription}
      />
      <CategoryCards categories={productCategories} />
    </>
  );
}
