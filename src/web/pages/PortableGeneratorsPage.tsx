import { productCategory } from '../../content/catalogue/categories';
import { CataloguePage } from '../catalogue/CataloguePage';
import { useInquiryList } from '../leads/InquiryListProvider';

const category = productCategory('portable-generators');

export function PortableGeneratorsPage() {
  const inquiryList = useInquiryList();
  return <CataloguePage category={category} onAddToInquiry={inquiryList.add} />;
}
