import { FUEL_TANK_BRAND } from './brands';
import { picture } from './picture';
import type { CatalogueItem } from './types';

// The fuel tanks page (SPEC section 2): one entry. The inquiry list uses its plain name.

export const fuelTanks: readonly CatalogueItem[] = [
  {
    id: 'fuel-tanks',
    slug: 'propane-and-diesel-tanks',
    name: 'Fuel Tanks',
    description:
      'Propane and diesel tanks for residential, commercial, industrial and agricultural use: above-ground and underground, single and double-walled, from 120 to 2,000 gallons, delivered, set and connected by our team.',
    brand: FUEL_TANK_BRAND,
    category: 'fuel-tank',
    kind: 'fuel-tank',
    picture: picture('fuel-tanks', 'A white horizontal fuel tank on steel saddles with a gauge and valves'),
  },
];
