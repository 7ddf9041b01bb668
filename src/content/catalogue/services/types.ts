import type { ServiceSlug } from '../slugs';

// The shape of the services overview's pages; the pages themselves are the other files of this folder.

export interface ServiceItem {
  name: string;
  description: string;
}

export interface ServiceGroup {
  title: string;
  items: readonly ServiceItem[];
}

export interface ServicePageContent {
  slug: ServiceSlug;
  path: `/services/${ServiceSlug}`;
  /** The name on the overview card, in the navigation and as the page's h1. */
  title: string;
  /** The overview card's line. */
  summary: string;
  intro: string;
  /** Meta description: unique per route. */
  metaDescription: string;
  groups: readonly ServiceGroup[];
}
