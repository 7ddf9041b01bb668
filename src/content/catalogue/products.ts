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

function detailOf(item: CatalogueItem): ProductDetail {
  const detail = productDetails[item.id];
  if (!detail) throw new Error(`no product details for ${item.id}`);
  return detail;
}

export function productPath(category: Pick<ProductCategory, 'path'>, item: CatalogueItem): string {
  return `${category.path}/${item.slug}`;
}

export const productPages: readonly ProductPageContent[] = productCategories.flatMap((category) =>
  category.items.map((item) => ({
    path: productPath(category, item),
    item,
    category: { title: category.title, path: category.path },
    ...detailOf(item),
  })),
);
