import { productPages } from '../../content/catalogue/products';
import { ProductView } from '../catalogue/ProductView';
import { useRouteContent } from '../hooks/useRouteContent';
import { useInquiryList } from '../leads/InquiryListProvider';

/** Every product's own page (/products/<category>/<item>): its content is the product of that path. */
export function ProductPage() {
  const inquiryList = useInquiryList();
  const product = useRouteContent(productPages);
  return <ProductView key={product.path} product={product} onAddToInquiry={inquiryList.add} />;
}
