// Facts about the company shown across the site. Keep every company-specific value here, once.
// PLACEHOLDER marks a value the company must replace with its real one before launch.

export interface PhoneNumber {
  /** How the number is printed. */
  display: string;
  /** The `tel:` URI (E.164) used in links. */
  href: string;
}

/** One line of the opening hours, e.g. Monday to Friday, 7 am to 6 pm. */
export interface OpeningHours {
  days: string;
  hours: string;
}

/**
 * What a customer comparing dealers looks for first (issue 12), shown in the footer and on /locations; the
 * longer texts (insurance, certifications, warranty, financing) are in trust.ts.
 */
export interface TrustFacts {
  licence: { label: string; number: string };
  hours: readonly OpeningHours[];
  emergency: PhoneNumber & { note: string };
}

export interface SiteFacts {
  companyName: string;
  shortName: string;
  tagline: string;
  phone: PhoneNumber;
  email: string;
  professionalNetworkUrl: string;
  websiteBuilder: { name: string; email: string };
  state: string;
  cities: readonly ['Orlando', 'Tampa', 'Jacksonville'];
  copyrightYear: number;
  legalLastUpdated: string;
  minimumAge: number;
  trust: TrustFacts;
}

export const site: SiteFacts = {
  // PLACEHOLDER: brand name.
  companyName: 'Sunshine State Generators',
  shortName: 'Sunshine State',
  tagline: 'Generator sales, installation and service across Central and North Florida',
  // PLACEHOLDER: the 555-01xx range is reserved for fiction, so it can never ring a real customer.
  phone: { display: '(407) 555-0142', href: 'tel:+14075550142' },
  // PLACEHOLDER: contact mailbox.
  email: 'info@sunshinestategenerators.com',
  // PLACEHOLDER: company page on the professional network.
  professionalNetworkUrl: 'https://www.linkedin.com/company/sunshine-state-generators',
  // PLACEHOLDER: the agency or person who built the site.
  websiteBuilder: { name: 'Gulf Coast Web Studio', email: 'hello@gulfcoastwebstudio.com' },
  state: 'FL',
  cities: ['Orlando', 'Tampa', 'Jacksonville'],
  copyrightYear: 2025,
  legalLastUpdated: 'August 17, 2025',
  minimumAge: 18,
  trust: {
    // PLACEHOLDER: the licence the Florida DBPR issued (verifiable at myfloridalicense.com).
    licence: { label: 'Florida certified electrical contractor', number: 'EC13000000' },
    // PLACEHOLDER: office hours.
    hours: [
      { days: 'Monday–Friday', hours: '7:00 am – 6:00 pm' },
      { days: 'Saturday', hours: '8:00 am – 2:00 pm' },
      { days: 'Sunday', hours: 'Emergency line only' },
    ],
    // PLACEHOLDER: the 24/7 line (555-01xx is reserved for fiction).
    emergency: {
      display: '(407) 555-0199',
      href: 'tel:+14075550199',
      note: '24/7 emergency repair line, every day of the year',
    },
  },
};

export type City = SiteFacts['cities'][number];

/** "Orlando, FL" style label used on the locations page and in the footer. */
export function cityLabel(city: City): string {
  return `${city}, ${site.state}`;
}
