import * as english from '../../catalogue/products';
import type { Translation } from '../../translation';
import { productCategories } from './categories';
import { productDetails } from './productDetails';

// La página de cada producto en español (issue 39): las mismas direcciones que en inglés.

export const productPath = english.productPath;

/** El nombre completo de un producto: en español, el nombre del artículo ya lo es ("Generador diésel portátil DX 6500"). */
export const productFullName: Translation<typeof english.productFullName> = (item) => item.name;

export const productPagesOf = english.productPagesOf;

export const productPages = productPagesOf(productCategories, productDetails) satisfies Translation<
  typeof english.productPages
>;
