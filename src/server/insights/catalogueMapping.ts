import { createHash } from 'node:crypto';
import { productCategories } from '../../content/catalogue/categories';
import { productCategories as spanishCategories } from '../../content/es/catalogue/categories';
import { inquiryEntryName } from '../../shared/leads';

/**
 * Every name an inquiry list gives a catalogue item (the English list's prefixed name, the Spanish list's
 * full name) with its category's English title (the staff area is English). Built once from the catalogue,
 * so its size bounds what is sent to the database.
 */
const categoryOfName: readonly { name: string; category: string }[] = [
  ...productCategories.flatMap((category) =>
    category.items.map((item) => ({
      name: inquiryEntryName(item.category, item.name),
      category: category.title,
    })),
  ),
  ...spanishCategories.flatMap((category) => {
    const title =
      productCategories.find((english) => english.slug === category.slug)?.title ?? category.title;
    return category.items.map((item) => ({ name: item.name, category: title }));
  }),
];

/** The names and their categories as the JSON the database matches inquiry items against. */
export const catalogueMapping = JSON.stringify(categoryOfName);

/** Which catalogue a day's categories were counted under: a new catalogue counts each day again. */
export const CATALOGUE_KEY = createHash('sha256').update(catalogueMapping).digest('hex').slice(0, 16);
