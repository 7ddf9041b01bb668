import { type City, cityLabel, type OpeningHours, type PhoneNumber, site } from './site';

// The three service areas (SPEC: Florida only for now). The anchor of each card is the city's name in
// lower case, so the navigation can link to /locations#tampa.

export interface Location {
  city: City;
  label: string;
  /** Element id on /locations. */
  anchor: string;
  summary: string;
  /** Counties and towns covered from this base. */
  areasServed: readonly string[];
  whatWeDo: readonly string[];
  phone: PhoneNumber;
  /** The base's street address; PLACEHOLDER values until the company supplies its real ones. */
  address: { street: string; locality: string; postalCode: string };
  hours: readonly OpeningHours[];
  /** Where the base is, for the pin on the static service-area map (src/content/tools/serviceAreaMap.ts). */
  coordinates: { latitude: number; longitude: number };
}

export const locationsMeta = {
  title: 'Our service areas in Florida',
  description:
    'Generator and fire pump installation, maintenance and 24/7 repair from Orlando, Tampa and Jacksonville, FL, with the counties and towns each team covers.',
  intro:
    'We work in Florida only for now, from three bases. Each has its own technicians, stocked service vans and parts, so help is local. Not sure whether your address is covered? Call us.',
} as const;

const anchorFor = (city: City) => city.toLowerCase();

// Each base has its own line and address; the 24/7 emergency line (site.trust.emergency) answers for all three.
export const locations: readonly Location[] = [
  {
    city: 'Orlando',
    label: cityLabel('Orlando'),
    anchor: anchorFor('Orlando'),
    summary:
      'Our Central Florida team covers the Orlando metro, the Space Coast corridor to the east and the lake country to the west.',
    areasServed: [
      'Orange County',
      'Seminole County',
      'Osceola County',
      'Lake County',
      'Winter Park, Kissimmee, Sanford',
      'Clermont, Apopka, Oviedo',
    ],
    whatWeDo: [
      'Home standby generators for the frequent summer-storm outages',
      'Commercial generators for restaurants, clinics and offices',
      'Fire pump testing and maintenance for warehouses and resorts',
    ],
    // PLACEHOLDER: address.
    address: { street: '4120 Silver Star Road, Suite 200', locality: 'Orlando', postalCode: '32808' },
    phone: site.phone,
    hours: site.trust.hours,
    coordinates: { latitude: 28.5384, longitude: -81.3789 },
  },
  {
    city: 'Tampa',
    label: cityLabel('Tampa'),
    anchor: anchorFor('Tampa'),
    summary:
      'Our Tampa Bay team serves both sides of the bay, from the barrier islands to the farms and packing houses of eastern Hillsborough and Polk.',
    areasServed: [
      'Hillsborough County',
      'Pinellas County',
      'Pasco County',
      'Polk County',
      'Brandon, Plant City, Lakeland',
      'St. Petersburg, Clearwater, Wesley Chapel',
    ],
    whatWeDo: [
      'Elevated and flood-aware generator installations in coastal zones',
      'Agricultural backup power for irrigation, cold storage and barns',
      'Load bank testing for hospitals, data rooms and assisted living',
    ],
    // PLACEHOLDER: address and line.
    address: { street: '7805 North Dale Mabry Highway', locality: 'Tampa', postalCode: '33614' },
    phone: { display: '(813) 555-0167', href: 'tel:+18135550167' },
    hours: site.trust.hours,
    coordinates: { latitude: 27.9506, longitude: -82.4572 },
  },
  {
    city: 'Jacksonville',
    label: cityLabel('Jacksonville'),
    anchor: anchorFor('Jacksonville'),
    summary:
      'Our North Florida team covers the First Coast, from the beaches and the St. Johns River to the growing suburbs to the south and west.',
    areasServed: [
      'Duval County',
      'St. Johns County',
      'Clay County',
      'Nassau County',
      'Jacksonville Beach, Orange Park, Fleming Island',
      'St. Augustine, Fernandina Beach, Ponte Vedra',
    ],
    whatWeDo: [
      'Whole-home standby generators and transfer switches',
      'Industrial generators for port, logistics and manufacturing sites',
      'Scheduled maintenance plans with 24/7 emergency repair',
    ],
    // PLACEHOLDER: address and line.
    address: { street: '9550 Philips Highway, Unit 4', locality: 'Jacksonville', postalCode: '32256' },
    phone: { display: '(904) 555-0123', href: 'tel:+19045550123' },
    hours: site.trust.hours,
    coordinates: { latitude: 30.3322, longitude: -81.6557 },
  },
];
