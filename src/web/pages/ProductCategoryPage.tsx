import { productCategories } from '../../content/catalogue/categories';
import { ProductCategoryView } from '../catalogue/ProductCategoryView';
import { useRouteContent } from '../hooks/useRouteContent';
import { useInquiryList } from '../leads/InquiryListProvider';

/** Every product category page (/products/...): its content is the category of that path. */
export function ProductCategoryPage() {
  const inquiryList = useInquiryList();
  return (
    <ProductCategoryView category={useRouteContent(productCategories)} onAddToInquiry={inquiryList.add} />
  );
}
