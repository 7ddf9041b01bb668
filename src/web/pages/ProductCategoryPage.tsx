import { productCategories } from '../../content/catalogue/categories';
import { ProductCategoryView } from '../catalogue/ProductCategoryView';
import { useRouteContent } from '../hooks/useRouteContent';
import { useInquiryList } from '../leads/InquiryListProvider';

/** Every product category page (/products/...): its content is the category of that path. */
export function ProductCategoryPage() {
  const inquiryList = useInquiryList();
  const category = useRouteContent(productCategories);
  // Keyed, so moving to another category starts with no search or filter, as a new page would.
  return <ProductCategoryView key={category.slug} category={category} onAddToInquiry={inquiryList.add} />;
}
