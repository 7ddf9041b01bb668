import { locations } from '../../content/locations';
import { site } from '../../content/site';
import { t } from '../i18n/site.messages';

// The main navigation (SPEC section 2): one list, drawn as dropdowns on desktop and a drawer on mobile. The
// labels are in the build's language (site catalog, issue 39); the router's basename adds /es to the paths.

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup extends NavLinkItem {
  /** Pages listed in the dropdown; the group label itself links to `to`. */
  children: NavLinkItem[];
}

export const mainNav: NavGroup[] = [
  {
    label: t('nav.services'),
    to: '/services',
    children: [
      { label: t('nav.allServices'), to: '/services' },
      { label: t('nav.installations'), to: '/services/installations' },
      { label: t('nav.maintenanceRepairs'), to: '/services/maintenance-repairs' },
      { label: t('nav.commercialIndustrial'), to: '/services/commercial-industrial' },
      { label: t('nav.residential'), to: '/services/residential' },
      { label: t('nav.firePumps'), to: '/services/firepumps' },
    ],
  },
  {
    label: t('nav.products'),
    to: '/products',
    children: [
      { label: t('nav.allProducts'), to: '/products' },
      { label: t('nav.portableGenerators'), to: '/products/portable-generators' },
      { label: t('nav.standbyGenerators'), to: '/products/standby-generators' },
      { label: t('nav.transferSwitches'), to: '/products/transfer-switches' },
      { label: t('nav.fuelTanks'), to: '/products/fuel-tanks' },
      { label: t('nav.sizing'), to: '/generator-sizing' },
    ],
  },
  {
    label: t('nav.locations'),
    to: '/locations',
    children: [
      { label: t('nav.allLocations'), to: '/locations' },
      ...locations.map((location) => ({ label: location.label, to: `/locations#${location.anchor}` })),
    ],
  },
  {
    label: t('nav.aboutUs'),
    to: '/about',
    children: [
      { label: t('nav.aboutUs'), to: '/about' },
      { label: t('nav.ourStory'), to: '/about/our-story' },
    ],
  },
];

/** Whether the current page belongs to the group (its overview or one of its pages). */
export function isGroupActive(group: NavGroup, pathname: string): boolean {
  return pathname === group.to || pathname.startsWith(`${group.to}/`);
}

export const footerQuickLinks: NavLinkItem[] = [
  { label: t('header.home'), to: '/' },
  { label: t('nav.services'), to: '/services' },
  { label: t('nav.products'), to: '/products' },
  { label: t('nav.aboutUs'), to: '/about' },
];

export const legalLinks: NavLinkItem[] = [
  { label: t('nav.privacyPolicy'), to: '/privacy-policy' },
  { label: t('nav.termsOfService'), to: '/terms-of-service' },
];

/** The footer's Contact Us action: a new mail draft with the subject filled in. */
export const contactMailto = `mailto:${site.email}?subject=${encodeURIComponent(t('footer.contactSubject', { company: site.companyName }))}`;
