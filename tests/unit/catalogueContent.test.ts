import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { allProducts, productCategories, productsOverview } from '../../src/content/catalogue/categories';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from '../../src/content/catalogue/picture';
import { productDetails } from '../../src/content/catalogue/productDetails';
import { productPages } from '../../src/content/catalogue/products';
import { PRODUCT_CATEGORY_SLUGS, PRODUCT_SLUGS, SERVICE_SLUGS } from '../../src/content/catalogue/slugs';
import { servicePages, servicesOverview } from '../../src/content/services';
import { brandsOf } from '../../src/shared/catalogueSearch';
import { inquiryEntryName } from '../../src/shared/leads';

// The catalogue content against SPEC section 2 and the image budget.

const publicDir = path.resolve('src/web/public');

describe('the route lists (the route table reads them without the content)', () => {
  it('name the same service pages and product categories, in the same order, as the content', () => {
    expect(servicePages.map((page) => page.slug)).toEqual(SERVICE_SLUGS);
    expect(servicePages.map((page) => page.path)).toEqual(SERVICE_SLUGS.map((slug) => `/services/${slug}`));
    expect(productCategories.map((category) => category.slug)).toEqual(PRODUCT_CATEGORY_SLUGS);
    expect(productCategories.map((category) => category.path)).toEqual(
      PRODUCT_CATEGORY_SLUGS.map((slug) => `/products/${slug}`),
    );
  });

  it('name every product page, in the order of its category page', () => {
    for (const category of productCategories) {
      expect(category.items.map((item) => item.slug)).toEqual(PRODUCT_SLUGS[category.slug]);
    }
    const paths = productPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(allProducts.length);
    expect(paths).toContain('/products/standby-generators/sd-30');
  });
});

describe('product pages', () => {
  it('give every item, and only items, a specification table and what it suits', () => {
    expect(Object.keys(productDetails).sort()).toEqual(allProducts.map((item) => item.id).sort());
    for (const page of productPages) {
      expect(page.specs.length, page.item.id).toBeGreaterThanOrEqual(4);
      expect(page.suits.length, page.item.id).toBeGreaterThan(40);
      for (const [label, value] of page.specs) expect(label && value, page.item.id).toBeTruthy();
    }
  });
});

describe('service pages', () => {
  it('group their items exactly as the spec lists them', () => {
    const titles = Object.fromEntries(
      servicePages.map((page) => [page.slug, page.groups.map((g) => g.title)]),
    );
    expect(titles).toEqual({
      installations: ['Generators', 'Power Management & Accessories'],
      'maintenance-repairs': [
        'Generators',
        'Fire Pumps & Safety Systems',
        'Power Management & Accessories',
        'Maintenance Plans',
      ],
      'commercial-industrial': ['Generators', 'Fire Pump Systems', 'Power Management & Accessories'],
      residential: ['Generators', 'Accessories'],
      firepumps: ['Fire Pumps'],
    });
  });

  it('list the items the spec names', () => {
    const items = (slug: string, group: number) =>
      servicePages.find((page) => page.slug === slug)?.groups[group]?.items.map((item) => item.name);
    expect(items('installations', 0)).toEqual([
      'Residential Generators',
      'Commercial Generators',
      'Industrial Generators',
      'Agricultural Generators',
      'Portable Generators',
    ]);
    expect(items('installations', 1)).toHaveLength(6);
    expect(items('maintenance-repairs', 2)).toEqual([
      'ATS Maintenance & Repair',
      'Load Management Repair',
      'Battery Bank Service',
      'Surge Protector Repair',
    ]);
    expect(items('maintenance-repairs', 3)).toEqual(['Scheduled Maintenance Plans', '24/7 Emergency Repair']);
    expect(items('residential', 0)).toEqual(['Residential Standby Generators', 'Portable Generators']);
    expect(items('firepumps', 0)).toEqual(['Preventative Maintenance']);
  });

  it('describe every item', () => {
    for (const item of servicePages.flatMap((page) => page.groups.flatMap((group) => group.items))) {
      expect(item.description.length, item.name).toBeGreaterThan(60);
    }
  });
});

describe('product categories', () => {
  // Issue 12: the site takes no orders, so SPEC's "free shipping on all orders" would mislead
  // (docs/decisions/031-no-free-shipping-on-all-orders.md).
  it('say how delivery and quotes work, and promise no shipping on orders', () => {
    for (const category of productCategories) {
      expect(category.intro).toMatch(/we deliver and install across Central and North Florida/i);
      expect(`${category.intro} ${category.metaDescription}`).not.toMatch(/shipping/i);
    }
  });

  it('carry one manufacturer on the generator pages and the spec entries elsewhere', () => {
    const bySlug = Object.fromEntries(productCategories.map((c) => [c.slug, c.items]));
    expect(brandsOf(bySlug['portable-generators'] ?? [])).toHaveLength(1);
    expect(brandsOf(bySlug['standby-generators'] ?? [])).toHaveLength(1);
    for (const slug of ['portable-generators', 'standby-generators']) {
      expect(new Set(bySlug[slug]?.map((item) => item.kind))).toEqual(
        new Set(['diesel', 'gasoline', 'propane', 'power-station', 'worksite']),
      );
    }
    const entries = (slug: string) => bySlug[slug]?.map((item) => inquiryEntryName(item.category, item.name));
    expect(entries('transfer-switches')).toEqual([
      'Commercial Transfer Switches',
      'Residential Transfer Switches',
    ]);
    expect(entries('fuel-tanks')).toEqual(['Fuel Tanks']);
    expect(entries('portable-generators')?.[0]).toBe('Portable DX 6500 Diesel Generator');
  });

  it('give every product a unique id and name', () => {
    expect(new Set(allProducts.map((item) => item.id)).size).toBe(allProducts.length);
    expect(new Set(allProducts.map((item) => item.name)).size).toBe(allProducts.length);
  });
});

describe('pictures', () => {
  it.each(allProducts.map((item) => [item.id, item] as const))(
    '%s is a small local WebP of the declared size',
    async (_, item) => {
      const file = path.join(publicDir, item.picture.src);
      expect(existsSync(file), `${file} missing: run npm run content:images`).toBe(true);
      expect(statSync(file).size).toBeLessThan(30 * 1024);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', PICTURE_WIDTH, PICTURE_HEIGHT]);
      expect([item.picture.width, item.picture.height]).toEqual([PICTURE_WIDTH, PICTURE_HEIGHT]);
      expect(item.picture.alt.length).toBeGreaterThan(10);
    },
  );
});

describe('page descriptions', () => {
  it('are unique across the catalogue and service routes', () => {
    const descriptions = [
      servicesOverview.metaDescription,
      productsOverview.metaDescription,
      ...servicePages.map((page) => page.metaDescription),
      ...productCategories.map((category) => category.metaDescription),
    ];
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
