import { describe, expect, it } from 'vitest';
import { allProducts } from '../../src/content/catalogue/categories';
import { productDetails } from '../../src/content/catalogue/productDetails';
import { productPages } from '../../src/content/catalogue/products';
import { PRODUCT_CATEGORY_SLUGS, PRODUCT_SLUGS } from '../../src/content/catalogue/slugs';
import { sizingRules } from '../../src/content/sizing/sizingRules';
import { inquiryEntryName } from '../../src/shared/leads';
import type { SizingProduct } from '../../src/shared/sizing/sizingEstimate';

// The sizing guide's catalogue (issue 27) repeats what the product pages say: a unit's rating here must be
// the rating on its page, or the guide would recommend a unit its own page says is too small; and every
// suggested product must open a real page and go on the inquiry list under the list's own name.

const { catalogue, table } = sizingRules;
const units = [...catalogue.homeStandby, ...catalogue.commercial];
const products: SizingProduct[] = [
  ...units.map((unit) => unit.product),
  catalogue.fuelTank,
  catalogue.residentialSwitch,
  catalogue.commercialSwitch,
];

/** The kW figures of a product's 'Rated power' row, in order ("26 kW on propane, 24 kW on natural gas"). */
function ratedKw(id: string): number[] {
  const row = productDetails[id]?.specs.find(([label]) => label === 'Rated power');
  if (!row) throw new Error(`no 'Rated power' row for ${id}`);
  return [...row[1].matchAll(/(\d+(?:\.\d+)?) kW/g)].map((match) => Number(match[1]));
}

describe('sizingRules: the catalogue units', () => {
  it('are the SP 14, SP 26, SD 30 and SD 60, at the ratings the guide expects', () => {
    expect(units.map((unit) => [unit.product.id, unit.kw])).toEqual([
      ['standby-sp14', 14],
      ['standby-sp26', 26],
      ['standby-sd30', 30],
      ['standby-sd60', 60],
    ]);
  });

  it.each(units.map((unit) => [unit.product.id, unit.kw] as const))(
    'rates %s as its spec table does (%d kW)',
    (id, kw) => {
      expect(ratedKw(id)[0]).toBe(kw);
    },
  );

  it('derates the gas units on natural gas as their spec tables do', () => {
    // The table's natural-gas share (0.92) rounds each propane rating to the page's natural-gas figure:
    // 14 x 0.92 = 12.9 -> 13 kW, 26 x 0.92 = 23.9 -> 24 kW.
    for (const unit of catalogue.homeStandby) {
      const [propane, naturalGas] = ratedKw(unit.product.id);
      expect(naturalGas, unit.product.id).toBe(Math.round((propane ?? 0) * table.naturalGasOutput));
    }
  });

  it('are listed smallest first, each list within its size class', () => {
    const kw = (list: readonly { kw: number }[]) => list.map((unit) => unit.kw);
    expect(kw(catalogue.homeStandby)).toEqual([...kw(catalogue.homeStandby)].sort((a, b) => a - b));
    expect(kw(catalogue.commercial)).toEqual([...kw(catalogue.commercial)].sort((a, b) => a - b));
    // The largest home standby size has a unit (else every whole home past 14 kW would need a visit).
    const largestHome = table.homeStandbyKw[table.homeStandbyKw.length - 1] ?? 0;
    expect(catalogue.homeStandby.some((unit) => unit.kw >= largestHome)).toBe(true);
    for (const unit of catalogue.commercial) expect(unit.kw).toBeGreaterThan(largestHome);
  });

  it('reads every figure of the standard sizes smallest first', () => {
    const sizes = [...table.homeStandbyKw, ...table.commercialKw];
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
  });
});

describe('sizingRules: the suggested products', () => {
  it.each(products.map((product) => [product.id, product] as const))(
    '%s links to a real product page',
    (_id, product) => {
      const [, root, category, slug, ...rest] = product.url.split('/');
      expect([root, rest]).toEqual(['products', []]);
      const known = PRODUCT_CATEGORY_SLUGS.find((c) => c === category);
      expect(known, product.url).toBeDefined();
      expect(known && PRODUCT_SLUGS[known]).toContain(slug);
      expect(productPages.map((page) => page.path)).toContain(product.url);
      expect(productPages.find((page) => page.path === product.url)?.item.id).toBe(product.id);
    },
  );

  it.each(products.map((product) => [product.id, product] as const))(
    '%s is named as the inquiry list names it',
    (id, product) => {
      const item = allProducts.find((candidate) => candidate.id === id);
      expect(item).toBeDefined();
      expect(product.name).toBe(item && inquiryEntryName(item.category, item.name));
    },
  );

  it('names them as the summaries and the inquiry list show them', () => {
    expect(products.map((product) => product.name)).toEqual([
      'Standby SP 14 Propane Generator',
      'Standby SP 26 Propane Generator',
      'Standby SD 30 Diesel Generator',
      'Standby SD 60 Diesel Generator',
      'Fuel Tanks',
      'Residential Transfer Switches',
      'Commercial Transfer Switches',
    ]);
  });
});
