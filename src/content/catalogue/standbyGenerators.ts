import { GENERATOR_BRAND } from './brands';
import { picture } from './picture';
import type { CatalogueItem, ProductKind } from './types';

// The standby generators page (SPEC section 2): the same five kinds as the portable page, all of one
// manufacturer. Names leave out "Standby": the inquiry list prefixes it.

function standby(id: string, kind: ProductKind, name: string, description: string): CatalogueItem {
  return {
    id: `standby-${id}`,
    slug: id.replace(/^([a-z]+)(\d+)$/, '$1-$2'),
    name,
    description,
    brand: GENERATOR_BRAND,
    category: 'standby',
    kind,
    picture: picture(`standby-${id}`, `${GENERATOR_BRAND} ${name}, a permanently installed standby unit`),
  };
}

export const standbyGenerators: readonly CatalogueItem[] = [
  standby(
    'sd30',
    'diesel',
    'SD 30 Diesel Generator',
    'A 30 kW liquid-cooled diesel with a sub-base fuel tank for 48 hours at half load. Sized for large homes, clinics and small businesses that need power for days.',
  ),
  standby(
    'sd60',
    'diesel',
    'SD 60 Diesel Generator',
    '60 kW of three-phase or single-phase power in a Level 2 sound enclosure, built to NFPA 110 for life-safety loads in commercial buildings.',
  ),
  standby(
    'sg12',
    'gasoline',
    'SG 12 Gasoline Generator',
    'A 12 kW permanently installed gasoline unit with an integrated 25-gallon tank, for homes without natural gas or room for a propane tank.',
  ),
  standby(
    'sg20',
    'gasoline',
    'SG 20 Gasoline Generator',
    '20 kW with automatic start, weekly self-test and a fuel stabiliser system that keeps the stored gasoline fresh for a full hurricane season.',
  ),
  standby(
    'sp14',
    'propane',
    'SP 14 Propane Generator',
    'A 14 kW air-cooled home standby generator on propane or natural gas; powers essential circuits and starts within seconds of an outage.',
  ),
  standby(
    'sp26',
    'propane',
    'SP 26 Propane Generator',
    '26 kW, enough for a whole home with two air conditioners when paired with load management; aluminium enclosure that will not rust in salt air.',
  ),
  standby(
    'hb13',
    'power-station',
    'HB 13 Power Station',
    'A wall-mounted 13.5 kWh home battery that takes over silently in milliseconds, keeps lights, Wi-Fi and the refrigerator on, and recharges from rooftop solar.',
  ),
  standby(
    'hb27',
    'power-station',
    'HB 27 Power Station',
    'Two stacked battery modules for 27 kWh of storage and 11.5 kW of output, able to start a central air conditioner with its soft-start kit.',
  ),
  standby(
    'mw45',
    'worksite',
    'MW 45 Worksite Generator',
    'A 45 kW trailer-mounted diesel that connects to a building through a docking station: standby power for sites that cannot fit a permanent unit.',
  ),
  standby(
    'mw100',
    'worksite',
    'MW 100 Heavy Duty Worksite Generator',
    '100 kW towable power plant with a double-walled fuel tank, camlock connections and remote start, for construction sites, events and storm recovery.',
  ),
];
