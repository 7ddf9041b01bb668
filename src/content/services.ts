import { serviceArea } from './catalogue/serviceArea';
import { commercialIndustrial } from './catalogue/services/commercialIndustrial';
import { firepumps } from './catalogue/services/firepumps';
import { installations } from './catalogue/services/installations';
import { maintenanceRepairs } from './catalogue/services/maintenanceRepairs';
import { residential } from './catalogue/services/residential';
import type { ServicePageContent } from './catalogue/services/types';
import type { ServiceSlug } from './catalogue/slugs';
import { site } from './site';

// The services overview and the five service pages (SPEC section 2). Group titles and their order are the
// spec's; each page's items live in `catalogue/services/`, one file per page.

export const servicesOverview = {
  title: 'Our Services',
  intro: `Installation, maintenance and repair of generators and fire pumps for homes, businesses, industrial sites and farms across ${serviceArea()}.`,
  metaDescription: `Generator installation, maintenance and repair, commercial and industrial power, residential backup and fire pump service in ${serviceArea()}, ${site.state}.`,
} as const;

/** In the order of the overview and the navigation. */
export const servicePages: readonly ServicePageContent[] = [
  installations,
  maintenanceRepairs,
  commercialIndustrial,
  residential,
  firepumps,
];

export function servicePage(slug: ServiceSlug): ServicePageContent {
  const page = servicePages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`Unknown service page: ${slug}`);
  return page;
}
