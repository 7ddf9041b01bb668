import { describe, expect, it } from 'vitest';
import { translate } from '../../src/server/i18n/translate';
import {
  brandsOf,
  SERVICE_SEARCH_FIELDS,
  searchCatalogue,
  searchGroups,
} from '../../src/shared/catalogueSearch';

const products = [
  { name: 'DX 6500 Diesel Generator', description: 'Open frame, electric start.', brand: 'Voltaris' },
  { name: 'GX 3600 Gasoline Generator', description: 'Light enough to carry.', brand: 'Voltaris' },
  { name: 'Commercial', description: 'Service-entrance rated, open transition.', brand: 'Corvane' },
  { name: 'Residential', description: 'Whole-home switch with a DIESEL-ready relay.', brand: 'corvane' },
];

const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe('searchCatalogue', () => {
  it('returns every item, in order, for an empty or blank query', () => {
    expect(searchCatalogue(products, {})).toEqual(products);
    expect(searchCatalogue(products, { text: '', brand: null })).toEqual(products);
    expect(searchCatalogue(products, { text: '   ', brand: '  ' })).toEqual(products);
  });

  it('matches a substring of the name, ignoring case', () => {
    expect(names(searchCatalogue(products, { text: 'gasOLINE' }))).toEqual(['GX 3600 Gasoline Generator']);
    expect(names(searchCatalogue(products, { text: '6500' }))).toEqual(['DX 6500 Diesel Generator']);
  });

  it('matches a substring of the description, ignoring case', () => {
    expect(names(searchCatalogue(products, { text: 'carry' }))).toEqual(['GX 3600 Gasoline Generator']);
    expect(names(searchCatalogue(products, { text: 'OPEN' }))).toEqual([
      'DX 6500 Diesel Generator',
      'Commercial',
    ]);
  });

  it('matches name or description: one word can hit either', () => {
    expect(names(searchCatalogue(products, { text: 'diesel' }))).toEqual([
      'DX 6500 Diesel Generator',
      'Residential',
    ]);
  });

  it('ignores spaces around the query but not inside it', () => {
    expect(names(searchCatalogue(products, { text: '  gx 3600 ' }))).toEqual(['GX 3600 Gasoline Generator']);
    expect(searchCatalogue(products, { text: 'gx  3600' })).toEqual([]);
  });

  it('filters by brand exactly, ignoring case', () => {
    expect(names(searchCatalogue(products, { brand: 'CORVANE' }))).toEqual(['Commercial', 'Residential']);
    expect(names(searchCatalogue(products, { brand: 'voltaris' }))).toHaveLength(2);
    // Exact, not a substring: part of a brand name selects nothing.
    expect(searchCatalogue(products, { brand: 'Volt' })).toEqual([]);
  });

  it('combines text and brand: both must hold', () => {
    expect(names(searchCatalogue(products, { text: 'diesel', brand: 'Voltaris' }))).toEqual([
      'DX 6500 Diesel Generator',
    ]);
    expect(names(searchCatalogue(products, { text: 'diesel', brand: 'Corvane' }))).toEqual(['Residential']);
    expect(searchCatalogue(products, { text: 'gasoline', brand: 'Corvane' })).toEqual([]);
  });

  it('returns an empty list when nothing matches', () => {
    expect(searchCatalogue(products, { text: 'solar roof' })).toEqual([]);
    expect(searchCatalogue([], { text: 'diesel' })).toEqual([]);
  });

  it('leaves out items without a brand once a brand is chosen', () => {
    const services = [{ name: 'Load Management', description: 'Voltaris-friendly.' }];
    expect(searchCatalogue(services, { brand: 'Voltaris' })).toEqual([]);
  });

  it('searches the name only when asked to (service pages)', () => {
    const byName = { fields: SERVICE_SEARCH_FIELDS };
    expect(searchCatalogue(products, { ...byName, text: 'carry' })).toEqual([]);
    expect(names(searchCatalogue(products, { ...byName, text: 'diesel' }))).toEqual([
      'DX 6500 Diesel Generator',
    ]);
  });
});

describe('searchGroups', () => {
  const groups = [
    {
      title: 'Generators',
      items: [
        { name: 'Residential Generators', description: 'Home standby units.' },
        { name: 'Commercial Generators', description: 'For businesses.' },
      ],
    },
    {
      title: 'Power Management & Accessories',
      items: [
        { name: 'Automatic Transfer Switches (ATS)', description: 'Residential and commercial.' },
        { name: 'Surge Protection', description: 'Whole-home.' },
      ],
    },
  ];

  it('keeps every group and item for an empty query', () => {
    expect(searchGroups(groups, { fields: SERVICE_SEARCH_FIELDS })).toEqual(groups);
  });

  it('filters within each group by name and drops groups left empty', () => {
    const result = searchGroups(groups, { text: 'RESIDENTIAL', fields: SERVICE_SEARCH_FIELDS });
    expect(result.map((group) => group.title)).toEqual(['Generators']);
    expect(names(result[0]?.items ?? [])).toEqual(['Residential Generators']);
  });

  it('finds matches across groups, keeping their order', () => {
    const result = searchGroups(groups, { text: 's', fields: SERVICE_SEARCH_FIELDS });
    expect(result.map((group) => group.items.length)).toEqual([2, 2]);
  });

  it('returns no groups when nothing matches', () => {
    expect(searchGroups(groups, { text: 'pool heater', fields: SERVICE_SEARCH_FIELDS })).toEqual([]);
  });
});

describe('brandsOf', () => {
  it('lists each brand once whatever its case, sorted, skipping items without one', () => {
    expect(brandsOf([...products, { name: 'Load Management' }])).toEqual(['Corvane', 'Voltaris']);
  });
});

describe('the catalogue texts SPEC section 2 fixes (catalogue namespace)', () => {
  it('are the English texts of the spec, and Spanish in Spanish', () => {
    const texts = (locale: 'en' | 'es') =>
      (
        [
          'catalogue.noItems',
          'catalogue.adjust',
          'catalogue.clearAllEmpty',
          'catalogue.clearAll',
          'catalogue.showFilters',
          'catalogue.hideFilters',
          'catalogue.brand',
          'catalogue.clearSelection',
          'catalogue.addToInquiry',
        ] as const
      ).map((id) => translate(locale, id));
    expect(texts('en')).toEqual([
      'No items matching this criteria',
      'Try adjusting your search or filters',
      'Clear all filters',
      'Clear All Filters',
      'Show Filters',
      'Hide Filters',
      'Brand',
      'Clear Selection',
      // 'List', not the spec's 'Lust': that spelling is a typo of the original site
      // (docs/decisions/033-add-to-inquiry-list-on-every-page.md).
      'Add to Inquiry List',
    ]);
    expect(texts('es')).toEqual([
      'Ningún producto coincide con estos criterios',
      'Intente cambiar su búsqueda o los filtros',
      'Borrar todos los filtros',
      'Borrar filtros',
      'Mostrar filtros',
      'Ocultar filtros',
      'Marca',
      'Quitar selección',
      'Agregar a la lista de consultas',
    ]);
  });

  it('quotes the query in the services empty message', () => {
    expect(translate('en', 'catalogue.noServices', { query: 'pool' })).toBe('No services match "pool"');
    expect(translate('es', 'catalogue.noServices', { query: 'piscina' })).toBe(
      'Ningún servicio coincide con “piscina”',
    );
  });

  it('counts products with the plural of each language', () => {
    expect(translate('en', 'catalogue.showing', { shown: 1, total: 1 })).toBe('Showing 1 of 1 product');
    expect(translate('en', 'catalogue.showing', { shown: 0, total: 10 })).toBe('Showing 0 of 10 products');
    expect(translate('es', 'catalogue.showing', { shown: 1, total: 1 })).toBe('Mostrando 1 de 1 producto');
    expect(translate('es', 'catalogue.showing', { shown: 2, total: 10 })).toBe('Mostrando 2 de 10 productos');
  });
});
