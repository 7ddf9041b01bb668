import { productCategory } from '../../content/catalogue/categories';
import { CataloguePage } from '../catalogue/CataloguePage';
import { useInquiryList } from '../leads/InquiryListProvider';

const category = productCategory('transfer-switches');

export function TransferSwitchesPage() {
  const inquiryList = useInquiryList();
  return <CataloguePage category={category} onAddToInquiry={inquiryList.add} />;
}
