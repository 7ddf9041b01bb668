import { inquiryEntryName } from '../shared/leads';
import { aboutPage, ourStory } from './about';
import { productCategories, productsOverview } from './catalogue/categories';
import { productPages } from './catalogue/products';
import { homeMeta } from './home';
import { locationsMeta } from './locations';
import { privacyPolicy } from './privacyPolicy';
import { servicePages, servicesOverview } from './services';
import { sizingPage } from './sizing/sizingPage';
import { termsOfService } from './termsOfService';

// Every public page with a name and a line about it, for the not-found page's search (issue 12).

export interface IndexedPage {
  name: string;
  description: string;
  path: string;
}

export const siteIndex: readonly IndexedPage[] = [
  { name: 'Home', description: homeMeta.description, path: '/' },
  { name: servicesOverview.title, description: servicesOverview.metaDescription, path: '/services' },
  ...servicePages.map((page) => ({ name: page.title, description: page.metaDescription, path: page.path })),
  { name: productsOverview.title, description: productsOverview.metaDescription, path: '/products' },
  ...productCategories.map((category) => ({
    name: category.title,
    description: category.metaDescription,
    path: category.path,
  })),
  ...productPages.map((page) => ({
    name: inquiryEntryName(page.item.category, page.item.name),
    description: page.item.description,
    path: page.path,
  })),
  { name: sizingPage.title, description: sizingPage.description, path: sizingPage.path },
  { name: 'Locations', description: locationsMeta.description, path: '/locations' },
  { name: 'About us', description: aboutPage.description, path: '/about' },
  { name: ourStory.title, description: ourStory.description, path: '/about/our-story' },
  { name: privacyPolicy.title, description: privacyPolicy.description, path: '/privacy-policy' },
  { name: termsOfService.title, description: termsOfService.description, path: '/terms-of-service' },
];

/** The pages most visitors come for, offered first on the not-found page. */
export const POPULAR_PATHS = [
  '/products/standby-generators',
  '/products/portable-generators',
  '/services/installations',
  '/services/maintenance-repairs',
  '/locations',
  '/about',
] as const;
