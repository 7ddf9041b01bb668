import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { HydrationSlice } from '../components/HydrationSlice';
import { t } from '../i18n/site.messages';
import { InquiryListProvider } from '../leads/InquiryListProvider';
import { LeadWidgets } from '../leads/LeadWidgets';
import { showsEstimateSlideOut, showsInquiryList } from '../leads/leadRoutes';
import { UpdateOfferSlot } from '../offline/UpdateOfferSlot';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageOfferSlot } from './LanguageOfferSlot';
import classes from './layout.module.css';
import { HEADERLESS_PATHS } from './routeChrome';

export const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <InquiryListProvider>
      {/* First stop for keyboard users: past the navigation straight to the page. */}
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        {t('header.skipToContent')}
      </a>
      {HEADERLESS_PATHS.has(pathname) ? null : <Header />}
      {/* Each boundary hydrates as its own, interruptible piece of work (HydrationSlice). */}
      {/* The floating lead widgets get room of their own (layout.module.css), so they cover nothing. */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={classes.main}
        data-estimate-tab={showsEstimateSlideOut(pathname) || undefined}
      >
        <HydrationSlice>
          <Outlet />
        </HydrationSlice>
      </Box>
      <HydrationSlice>
        <Footer estimateTab={showsEstimateSlideOut(pathname)} inquiryButton={showsInquiryList(pathname)} />
      </HydrationSlice>
      <HydrationSlice>
        <LeadWidgets />
      </HydrationSlice>
      <UpdateOfferSlot />
      <LanguageOfferSlot />
      <ScrollRestoration />
    </InquiryListProvider>
  );
}
