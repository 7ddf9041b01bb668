import type { ProductCategory } from '../../catalogue/categories';
import * as english from '../../catalogue/categories';
import type { ProductCategorySlug } from '../../catalogue/slugs';
import type { CatalogueItem } from '../../catalogue/types';
import type { Translation } from '../../translation';
import { fuelTanks } from './fuelTanks';
import { portableGenerators } from './portableGenerators';
import { standbyGenerators } from './standbyGenerators';
import { transferSwitches } from './transferSwitches';

// La página de productos y las cuatro categorías en español (issue 39). Direcciones, categorías de la lista
// de consultas y el orden son los del módulo inglés; cada tarjeta muestra la misma imagen que en inglés.

const DELIVERY =
  'Entregamos e instalamos en el centro y el norte de Florida; agréguelo a su lista de consultas para recibir una cotización.';

export const productsOverview = {
  title: 'Productos',
  intro:
    'Generadores, interruptores de transferencia y tanques de combustible de fabricantes cuyos equipos instalamos y mantenemos nosotros mismos. No hay carrito ni precios en línea: agregue lo que le interese a su lista de consultas, envíela y le responderemos con una cotización.',
  metaDescription:
    'Generadores portátiles y de respaldo, interruptores de transferencia y tanques de combustible para hogares y negocios de Florida. Entregados e instalados por nuestros propios equipos; envíe una lista de consultas y reciba una cotización.',
} satisfies Translation<typeof english.productsOverview>;

type CategoryTexts = Pick<ProductCategory, 'title' | 'linkLabel' | 'summary' | 'intro' | 'metaDescription'>;

const texts: Readonly<Record<ProductCategorySlug, CategoryTexts>> = {
  'portable-generators': {
    title: 'Generadores portátiles',
    linkLabel: 'Ver generadores portátiles',
    summary:
      'Portátiles diésel, a gasolina y a propano, estaciones de energía y generadores para obras de servicio pesado.',
    intro: `Generadores portátiles diésel, a gasolina y a propano, estaciones de energía con batería y equipos de servicio pesado para obras, para la temporada de tormentas, para acampar y para el trabajo. ${DELIVERY}`,
    metaDescription:
      'Generadores portátiles diésel, a gasolina y a propano, estaciones de energía y generadores para obras de servicio pesado. Entregados e instalados en el centro y el norte de Florida.',
  },
  'standby-generators': {
    title: 'Generadores de respaldo',
    linkLabel: 'Ver generadores de respaldo',
    summary: 'Generadores instalados de forma permanente que se encienden solos cuando se va la luz.',
    intro: `Generadores diésel, a gasolina y a propano instalados de forma permanente, baterías domésticas y equipos remolcables de servicio pesado que toman el relevo por sí solos cuando falla la red eléctrica. ${DELIVERY}`,
    metaDescription: `Generadores de respaldo para hogares y negocios: diésel, a gasolina, a propano, baterías domésticas y equipos para obras de servicio pesado. ${DELIVERY}`,
  },
  'transfer-switches': {
    title: 'Interruptores de transferencia',
    linkLabel: 'Ver interruptores de transferencia',
    summary:
      'Interruptores comerciales y residenciales que pasan su carga a la energía del generador de forma segura.',
    intro: `Interruptores de transferencia automáticos y manuales para instalaciones comerciales y residenciales: el enlace que pasa su edificio a la energía del generador de forma segura. ${DELIVERY}`,
    metaDescription:
      'Interruptores de transferencia automáticos, comerciales y residenciales, para generadores de respaldo y portátiles. Instalados en el centro y el norte de Florida.',
  },
  'fuel-tanks': {
    title: 'Tanques de combustible',
    linkLabel: 'Ver tanques de combustible',
    summary: 'Tanques para uso residencial, comercial, industrial y agrícola.',
    intro: `Tanques de combustible de propano y diésel para uso residencial, comercial, industrial y agrícola, con capacidad para días de funcionamiento del generador. ${DELIVERY}`,
    metaDescription:
      'Tanques de propano y diésel para generadores residenciales, comerciales, industriales y agrícolas. Entregados e instalados en el centro y el norte de Florida.',
  },
};

const items: Readonly<Record<ProductCategorySlug, readonly CatalogueItem[]>> = {
  'portable-generators': portableGenerators,
  'standby-generators': standbyGenerators,
  'transfer-switches': transferSwitches,
  'fuel-tanks': fuelTanks,
};

export const productCategories: readonly ProductCategory[] = english.productCategories.map((category) => {
  const spanishItems = items[category.slug];
  // The English card's picture, with its Spanish alternative text.
  const picture = spanishItems.find((item) => item.picture.src === category.picture.src)?.picture;
  if (!picture) throw new Error(`No Spanish picture for ${category.slug}`);
  return { ...category, ...texts[category.slug], picture, items: spanishItems };
}) satisfies Translation<typeof english.productCategories>;

export function productCategory(slug: ProductCategorySlug): ProductCategory {
  const found = productCategories.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`Unknown product category: ${slug}`);
  return found;
}

/** Every product of every category, e.g. for the image tool. */
export const allProducts: readonly CatalogueItem[] = productCategories.flatMap((c) => c.items);
