import { SWITCH_BRANDS } from './brands';
import { picture } from './picture';
import type { CatalogueItem } from './types';

// The transfer switches page (SPEC section 2): Commercial and Residential. The inquiry list names them
// "Commercial Transfer Switches" and "Residential Transfer Switches".

export const transferSwitches: readonly CatalogueItem[] = [
  {
    id: 'transfer-switch-commercial',
    slug: 'commercial',
    name: 'Commercial',
    description:
      'Automatic transfer switches from 100 to 4,000 A for businesses and industrial sites: service-entrance rated, open or closed transition, and bypass-isolation models that can be serviced without an outage.',
    brand: SWITCH_BRANDS.commercial,
    category: 'transfer-switch',
    kind: 'transfer-switch-commercial',
    picture: picture(
      'transfer-switch-commercial',
      'A floor-standing commercial transfer switch cabinet with two doors and status lights',
    ),
  },
  {
    id: 'transfer-switch-residential',
    slug: 'residential',
    name: 'Residential',
    description:
      '100 to 400 A automatic and manual transfer switches for homes: they start your generator, move the load within seconds and keep generator power off the utility lines.',
    brand: SWITCH_BRANDS.residential,
    category: 'transfer-switch',
    kind: 'transfer-switch-residential',
    picture: picture(
      'transfer-switch-residential',
      'A wall-mounted residential transfer switch with a viewing window and a status light',
    ),
  },
];
