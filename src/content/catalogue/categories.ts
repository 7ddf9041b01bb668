import type { InquiryCategory } from '../../shared/leads';
import { fuelTanks } from './fuelTanks';
import { portableGenerators } from './portableGenerators';
import type { ProductCategorySlug } from './slugs';
import { standbyGenerators } from './standbyGenerators';
import { transferSwitches } from './transferSwitches';
import type { CatalogueItem, CataloguePicture } from './types';

// The products overview and the four product category pages (SPEC section 2). SPEC's intros promise free
// shipping on all orders; the site takes no orders, so they say how delivery and quotes work instead.

export interface ProductCategory {
  slug: ProductCategorySlug;
  path: `/products/${ProductCategorySlug}`;
  category: InquiryCategory;
  title: string;
  /** The overview card's line. */
  summary: string;
  /** The overview card's link to the page (a whole label: languages place the category differently). */
  linkLabel: string;
  intro: string;
  /** Meta description: unique per route. */
  metaDescription: string;
  /** The overview card's picture: one of the category's own. */
  picture: CataloguePicture;
  items: readonly CatalogueItem[];
}

export const productsOverview = {
  title: 'Products',
  intro:
    'Generators, transfer switches and fuel tanks from manufacturers we install and service ourselves. There is no cart and there are no prices online: add what interests you to your inquiry list and send it, and we reply with a quote.',
  metaDescription:
    'Portable and standby generators, transfer switches and fuel tanks for Florida homes and businesses. Delivered and installed by our own crews; send an inquiry list for a quote.',
} as const;

function firstPicture(items: readonly CatalogueItem[]): CataloguePicture {
  const first = items[0];
  if (!first) throw new Error('A product category needs at least one item');
  return first.picture;
}

export const productCategories: readonly ProductCategory[] = [
  {
    slug: 'portable-generators',
    path: '/products/portable-generators',
    category: 'portable',
    title: 'Portable Generators',
    linkLabel: 'View Portable Generators',
    summary: 'Diesel, gasoline and propane portables, power stations and heavy-duty worksite generators.',
    intro:
      'Diesel, gasoline and propane portable generators, battery power stations and heavy-duty worksite units for storm season, camping and the job site. We deliver and install across Central and North Florida; add it to your inquiry list for a quote.',
    metaDescription:
      'Portable diesel, gasoline and propane generators, power stations and heavy-duty worksite generators. Delivered and installed across Central and North Florida.',
    picture: firstPicture(portableGenerators),
    items: portableGenerators,
  },
  {
    slug: 'standby-generators',
    path: '/products/standby-generators',
    category: 'standby',
    title: 'Standby Generators',
    linkLabel: 'View Standby Generators',
    summary: 'Permanently installed generators that take over automatically when the power fails.',
    intro:
      'Permanently installed diesel, gasoline and propane generators, home battery power stations and towable heavy-duty units that take over by themselves when the grid goes down. We deliver and install across Central and North Florida; add it to your inquiry list for a quote.',
    metaDescription:
      'Standby generators for homes and businesses: diesel, gasoline, propane, home battery power stations and heavy-duty worksite units. We deliver and install across Central and North Florida; add it to your inquiry list for a quote.',
    picture: firstPicture(standbyGenerators.slice(4)),
    items: standbyGenerators,
  },
  {
    slug: 'transfer-switches',
    path: '/products/transfer-switches',
    category: 'transfer-switch',
    title: 'Transfer Switches',
    linkLabel: 'View Transfer Switches',
    summary: 'Commercial and residential switches that move your load to generator power safely.',
    intro:
      'Automatic and manual transfer switches for commercial and residential installations, the link that moves your building to generator power safely. We deliver and install across Central and North Florida; add it to your inquiry list for a quote.',
    metaDescription:
      'Commercial and residential automatic transfer switches for standby and portable generators. Installed across Central and North Florida.',
    picture: firstPicture(transferSwitches),
    items: transferSwitches,
  },
  {
    slug: 'fuel-tanks',
    path: '/products/fuel-tanks',
    category: 'fuel-tank',
    title: 'Fuel Tanks',
    linkLabel: 'View Fuel Tanks',
    summary: 'Tanks for residential, commercial, industrial and agricultural use.',
    intro:
      'Propane and diesel fuel tanks for residential, commercial, industrial and agricultural use, sized for days of generator runtime. We deliver and install across Central and North Florida; add it to your inquiry list for a quote.',
    metaDescription:
      'Propane and diesel fuel tanks for residential, commercial, industrial and agricultural generators. Delivered and installed across Central and North Florida.',
    picture: firstPicture(fuelTanks),
    items: fuelTanks,
  },
];

export function productCategory(slug: ProductCategorySlug): ProductCategory {
  const found = productCategories.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`Unknown product category: ${slug}`);
  return found;
}

/** Every product of every category, e.g. for the image tool. */
export const allProducts: readonly CatalogueItem[] = productCategories.flatMap((c) => c.items);
