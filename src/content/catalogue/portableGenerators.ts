import { GENERATOR_BRAND } from './brands';
import { picture } from './picture';
import type { CatalogueItem, ProductKind } from './types';

// The portable generators page (SPEC section 2): diesel, gasoline, propane, power stations and heavy-duty
// worksite generators, all of one manufacturer. Names leave out "Portable": the inquiry list prefixes it.

function portable(id: string, kind: ProductKind, name: string, description: string): CatalogueItem {
  return {
    id: `portable-${id}`,
    slug: id.replace(/^([a-z]+)(\d+)$/, '$1-$2'),
    name,
    description,
    brand: GENERATOR_BRAND,
    category: 'portable',
    kind,
    picture: picture(`portable-${id}`, `${GENERATOR_BRAND} ${name}, a portable unit`),
  };
}

export const portableGenerators: readonly CatalogueItem[] = [
  portable(
    'dx6500',
    'diesel',
    'DX 6500 Diesel Generator',
    '6,500 running watts from an air-cooled diesel engine with electric start. Runs about 14 hours on its 4-gallon tank at half load, ideal for farms and camps far from a fuel station.',
  ),
  portable(
    'dx10000',
    'diesel',
    'DX 10000 Diesel Generator',
    '10,000-watt diesel in a steel frame with a wheel kit, a 240 V twist-lock outlet for a transfer switch inlet and an hour meter that tells you when service is due.',
  ),
  portable(
    'gx3600',
    'gasoline',
    'GX 3600 Gasoline Generator',
    'A compact 3,600-watt gasoline generator that keeps a refrigerator, a window air conditioner and phone chargers going; recoil start and fold-down handles for easy storage.',
  ),
  portable(
    'gx9500',
    'gasoline',
    'GX 9500 Gasoline Generator',
    '9,500 running watts with push-button start, CO shut-off sensor and a 30 A outlet, enough to run a well pump and a central air handler through a storm.',
  ),
  portable(
    'px4500',
    'propane',
    'PX 4500 Propane Generator',
    'Runs on a standard 20 lb propane cylinder, so there is no gasoline to go stale between hurricane seasons. Quiet enough for a campsite at 64 dB.',
  ),
  portable(
    'px8000',
    'propane',
    'PX 8000 Propane Generator',
    'An 8,000-watt dual-fuel unit that switches between propane and gasoline with a dial; clean-burning propane keeps the carburettor ready after months in the garage.',
  ),
  portable(
    'ps1500',
    'power-station',
    'PS 1500 Power Station',
    'A 1.5 kWh lithium battery with a 1,800 W inverter. Silent and fume-free, safe indoors for CPAP machines, laptops and lights, and rechargeable from solar panels.',
  ),
  portable(
    'ps3600',
    'power-station',
    'PS 3600 Power Station',
    'A 3.6 kWh battery on wheels with 240 V output and an expansion port for a second battery; recharges from the wall in two hours or from your car on the way home.',
  ),
  portable(
    'wx12000',
    'worksite',
    'WX 12000 Worksite Generator',
    'Built for contractors: 12,000 watts, GFCI-protected outlets, a full steel roll cage and never-flat tyres that handle a muddy job site.',
  ),
  portable(
    'wx20000',
    'worksite',
    'WX 20000 Heavy Duty Worksite Generator',
    'A 20 kW towable diesel with a sound-attenuated canopy, 50 A and 30 A outlets and a 24-hour fuel tank to run welders, compressors and site offices all day.',
  ),
];
