import type { CatalogueItem } from '../../catalogue/types';

// Helpers of the Spanish catalogue (issue 39): an English item keeps its id, slug, brand, category, kind and
// picture file; only the texts a person reads change.

/** What the Spanish catalogue writes for one item. */
export interface ItemTexts {
  /** The full Spanish name ("Generador diésel portátil DX 6500"): Spanish cannot glue a prefix on. */
  name: string;
  description: string;
  /** The picture's alternative text. */
  alt: string;
}

/** The English items with the Spanish texts, in the same order; an item without texts is a build error. */
export function translateItems(
  items: readonly CatalogueItem[],
  texts: Readonly<Record<string, ItemTexts>>,
): readonly CatalogueItem[] {
  return items.map((item) => {
    const spanish = texts[item.id];
    if (!spanish) throw new Error(`No Spanish texts for catalogue item ${item.id}`);
    return {
      ...item,
      name: spanish.name,
      description: spanish.description,
      picture: { ...item.picture, alt: spanish.alt },
    };
  });
}
