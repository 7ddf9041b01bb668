import { type City, cityLabel, type PhoneNumber, site } from './site';

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
}

export const locationsMeta = {
  title: 'Our service areas in Florida',
  description:
    'Generator and fire pump installation, maintenance and 24/7 repair from Orlando, Tampa and Jacksonville, FL, with the counties and towns each team covers.',
  intro:
    'We work in Florida only for now, from three bases. Each has its own technicians, stocked service vans and parts, so help is local. Not sure whether your address is covered? Call us.',
} as const;

const anchorFor = (city: City) => city.toLowerCase();

// One dispatch line answers for all three areas and routes the call to the nearest team.
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
    phone: site.phone,
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
    phone: site.phone,
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
    phone: site.phone,
  },
];
