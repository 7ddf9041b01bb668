import { useLocation } from 'react-router-dom';
import { EstimateSlideOut } from './EstimateSlideOut';
import { InquiryWidget } from './InquiryWidget';
import { layoutMountsEstimateSlideOut, showsInquiryList } from './leadRoutes';

/** The floating lead widgets of the current page; mount once in the layout, inside InquiryListProvider. */
export function LeadWidgets() {
  const { pathname } = useLocation();
  return (
    <>
      {showsInquiryList(pathname) ? <InquiryWidget /> : null}
      {layoutMountsEstimateSlideOut(pathname) ? <EstimateSlideOut /> : null}
    </>
  );
}
