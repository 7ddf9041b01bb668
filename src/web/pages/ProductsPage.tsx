import { productCategories, productsOverview } from '../../content/catalogue/categories';
import { CategoryCards } from '../catalogue/CategoryCards';
import { PageHeader } from '../components/PageHeader';

export function ProductsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Products"
        title={productsOverview.title}
        intro={productsOverview.intro}
        description={productsOverview.metaDescription}
      />
      <CategoryCards categories={productCategories} />
    </>
  );
}
