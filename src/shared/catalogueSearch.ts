// Search and filter of the static catalogue (SPEC section 6, Search): the one pure function behind every
// product category page and every service page. The texts the spec fixes for them are in the catalogue
// namespace (src/shared/i18n/en/catalogue.json, issue 39).

/** What a searchable entry needs: service items have no brand, product items have one. */
export interface SearchableItem {
  readonly name: string;
  readonly description?: string;
  readonly brand?: string;
}

/**
 * Filter state of the product pages (SPEC section 3). Only `brand` filters anything; the others keep the
 * spec's shape for later (there are no prices or ratings on the site).
 */
export interface CatalogueFilters {
  brand: string | null;
  rating: number | null;
  priceRange: readonly [number, number] | null;
  minPrice: number | null;
  maxPrice: number | null;
}

export const EMPTY_FILTERS: CatalogueFilters = {
  brand: null,
  rating: null,
  priceRange: null,
  minPrice: null,
  maxPrice: null,
};

export type SearchField = 'name' | 'description';

export interface CatalogueQuery {
  /** Free text; blank means "no text criterion". */
  text?: string;
  /** Exact brand, compared case-insensitively; null or blank means "any brand". */
  brand?: string | null;
  /** Product pages match name or description; service pages match the name only. */
  fields?: readonly SearchField[];
}

export const PRODUCT_SEARCH_FIELDS: readonly SearchField[] = ['name', 'description'];
export const SERVICE_SEARCH_FIELDS: readonly SearchField[] = ['name'];

// Spaces around a query are never meant as part of it (a pasted word, a stray space on a phone keyboard).
const normalise = (value: string): string => fold(value.trim());

/**
 * A text as search compares it: lower case and without accents (issue 39), so "portatil" finds "portátil",
 * "TANQUE" finds "Tanques" and "diesel" finds "diésel" (and "pequeno" "pequeño": ñ is n plus a tilde).
 */
export function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Items whose chosen fields contain the text AND whose brand equals the chosen one, in their order. */
export function searchCatalogue<T extends SearchableItem>(items: readonly T[], query: CatalogueQuery): T[] {
  const text = normalise(query.text ?? '');
  const brand = normalise(query.brand ?? '');
  const fields = query.fields ?? PRODUCT_SEARCH_FIELDS;
  return items.filter((item) => {
    if (brand && normalise(item.brand ?? '') !== brand) return false;
    if (!text) return true;
    return fields.some((field) => fold(item[field] ?? '').includes(text));
  });
}

export interface SearchableGroup<T extends SearchableItem> {
  readonly title: string;
  readonly items: readonly T[];
}

/** The same search over grouped items (service pages): groups keep their order, empty ones are dropped. */
export function searchGroups<T extends SearchableItem, G extends SearchableGroup<T>>(
  groups: readonly G[],
  query: CatalogueQuery,
): (G & { items: T[] })[] {
  return groups
    .map((group) => ({ ...group, items: searchCatalogue(group.items, query) }))
    .filter((group) => group.items.length > 0);
}

/**
 * The distinct brands of a list for the Brand dropdown, sorted for people to scan. Spellings that differ
 * only in case are one brand (the filter treats them alike), shown as first written.
 */
export function brandsOf(items: readonly SearchableItem[]): string[] {
  const brands = new Map<string, string>();
  for (const { brand } of items) {
    if (brand?.trim() && !brands.has(normalise(brand))) brands.set(normalise(brand), brand.trim());
  }
  return [...brands.values()].sort((a, b) => a.localeCompare(b));
}
