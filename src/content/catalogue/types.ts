import type { InquiryCategory } from '../../shared/leads';

// A product in the static catalogue (SPEC section 3, Catalogue item): picture, name, description, brand and
// category. `kind` says what the picture shows; the image tool draws one picture per item from it.

export type ProductKind =
  | 'diesel'
  | 'gasoline'
  | 'propane'
  | 'power-station'
  | 'worksite'
  | 'transfer-switch-commercial'
  | 'transfer-switch-residential'
  | 'fuel-tank';

export interface CataloguePicture {
  /** Under the site's public folder, e.g. `/catalogue/portable-dx6500.webp`. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface CatalogueItem {
  /** Stable and unique: names the picture file and keys the card. */
  id: string;
  /** The last part of its own page's address, /products/<category>/<slug> (listed in slugs.ts). */
  slug: string;
  /** Without the category prefix; the inquiry list adds it (`inquiryEntryName`). */
  name: string;
  description: string;
  brand: string;
  category: InquiryCategory;
  kind: ProductKind;
  picture: CataloguePicture;
}
