import { locations } from '../../content/locations';
import { site } from '../../content/site';

// The main navigation (SPEC section 2): one list, drawn as dropdowns on desktop and a drawer on mobile.

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
    label: 'Services',
    to: '/services',
    children: [
      { label: 'All services', to: '/services' },
      { label: 'Installations', to: '/services/installations' },
      { label: 'Maintenance & Repairs', to: '/services/maintenance-repairs' },
      { label: 'Commercial & Industrial', to: '/services/commercial-industrial' },
      { label: 'Residential', to: '/services/residential' },
      { label: 'Fire Pumps', to: '/services/firepumps' },
    ],
  },
  {
    label: 'Products',
    to: '/products',
    children: [
      { label: 'All products', to: '/products' },
      { label: 'Portable Generators', to: '/products/portable-generators' },
      { label: 'Standby Generators', to: '/products/standby-generators' },
      { label: 'Transfer Switches', to: '/products/transfer-switches' },
      { label: 'Fuel Tanks', to: '/products/fuel-tanks' },
      { label: 'What size do I need?', to: '/generator-sizing' },
    ],
  },
  {
    label: 'Locations',
    to: '/locations',
    children: [
      { label: 'All locations', to: '/locations' },
      ...locations.map((location) => ({ label: location.label, to: `/locations#${location.anchor}` })),
    ],
  },
  {
    label: 'About Us',
    to: '/about',
    children: [
      { label: 'About Us', to: '/about' },
      { label: 'Our Story', to: '/about/our-story' },
    ],
  },
];

/** Whether the current page belongs to the group (its overview or one of its pages). */
export function isGroupActive(group: NavGroup, pathname: string): boolean {
  return pathname === group.to || pathname.startsWith(`${group.to}/`);
}

export const footerQuickLinks: NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Products', to: '/products' },
  { label: 'About Us', to: '/about' },
];

export const legalLinks: NavLinkItem[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
];

/** The footer's Contact Us action: a new mail draft with the subject filled in. */
export const contactMailto = `mailto:${site.email}?subject=${encodeURIComponent(`Question for ${site.companyName}`)}`;
