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
