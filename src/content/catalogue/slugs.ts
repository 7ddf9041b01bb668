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
