import { inquiryEntryName } from '../../shared/leads';
import { type ProductCategory, productCategories } from './categories';
import { type ProductDetail, productDetails } from './productDetails';
import type { CatalogueItem } from './types';

// Every catalogue item's own page (issue 12): /products/<category>/<item>, with its card's content, the
// category it belongs to and the details only this page shows.

export interface ProductPageContent extends ProductDetail {
  path: string;
  item: CatalogueItem;
  category: Pick<ProductCategory, 'title' | 'path'>;
}

/**
 * A product's full name, as its page's heading and the inquiry list show it: in English the inquiry list's
 * prefixed name (SPEC section 3), "Portable DX 6500 Diesel Generator". The Spanish catalogue's item names
 * are already full names (Spanish puts the kind after the noun), so its twin answers the name itself.
 */
export function productFullName(item: CatalogueItem): string {
  return inquiryEntryName(item.category, item.name);
}

export function productPath(category: Pick<ProductCategory, 'path'>, item: CatalogueItem): string {
  return `${category.path}/${item.slug}`;
}

/** The product pages of some categories with their details (also the Spanish catalogue's, issue 39). */
export function productPagesOf(
  categories: readonly ProductCategory[],
  details: Readonly<Record<string, ProductDetail>>,
): ProductPageContent[] {
  return categories.flatMap((category) =>
    category.items.map((item) => {
      const detail = details[item.id];
      if (!detail) throw new Error(`no product details for ${item.id}`);
      return {
        path: productPath(category, item),
        item,
        category: { title: category.title, path: category.path },
        ...detail,
      };
    }),
  );
}

export const productPages: readonly ProductPageContent[] = productPagesOf(productCategories, productDetails);
