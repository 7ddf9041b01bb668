import * as english from '../siteIndex';
import type { Translation } from '../translation';

// El índice de páginas de la búsqueda de la página 404, en español (issue 39). En la versión en español,
// el índice en inglés ya toma los nombres y descripciones de los módulos de contenido traducidos; aquí
// solo se traducen los tres nombres que el índice escribe él mismo.

const NAMES: Readonly<Record<string, string>> = {
  '/': 'Inicio',
  '/locations': 'Ubicaciones',
  '/about': 'Nosotros',
};

export const siteIndex: Translation<typeof english.siteIndex> = english.siteIndex.map((page) => ({
  ...page,
  name: NAMES[page.path] ?? page.name,
}));

export const POPULAR_PATHS: Translation<typeof english.POPULAR_PATHS> = english.POPULAR_PATHS;
