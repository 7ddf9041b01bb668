// The catalogue's page addresses without their content, so the route table (src/web/router.tsx) can list
// the pages without loading the catalogue. The content files are typed against these lists, and
// tests/unit/catalogueContent.test.ts checks that they name the same pages in the same order.

/** The five service pages, in the order of the overview and the navigation. */
export const SERVICE_SLUGS = [
  'installations',
  'maintenance-repairs',
  'commercial-industrial',
  'residential',
  'firepumps',
] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** The four product category pages, in the order of the overview and the navigation. */
export const PRODUCT_CATEGORY_SLUGS = [
  'portable-generators',
  'standby-generators',
  'transfer-switches',
  'fuel-tanks',
] as const;

export type ProductCategorySlug = (typeof PRODUCT_CATEGORY_SLUGS)[number];

/** Every product's own page under its category, in the order of the category page. */
export const PRODUCT_SLUGS: Readonly<Record<ProductCategorySlug, readonly string[]>> = {
  'portable-generators': [
    'dx-6500',
    'dx-10000',
    'gx-3600',
    'gx-9500',
    'px-4500',
    'px-8000',
    'ps-1500',
    'ps-3600',
    'wx-12000',
    'wx-20000',
  ],
  'standby-generators': [
    'sd-30',
    'sd-60',
    'sg-12',
    'sg-20',
    'sp-14',
    'sp-26',
    'hb-13',
    'hb-27',
    'mw-45',
    'mw-100',
  ],
  'transfer-switches': ['commercial', 'residential'],
  'fuel-tanks': ['propane-and-diesel-tanks'],
};
