import { describe, expect, it } from 'vitest';
import * as english from '../../src/content/catalogue/categories';
import { productDetails as englishDetails } from '../../src/content/catalogue/productDetails';
import {
  productFullName as englishFullName,
  productPages as englishPages,
} from '../../src/content/catalogue/products';
import * as spanish from '../../src/content/es/catalogue/categories';
import { productDetails as spanishDetails } from '../../src/content/es/catalogue/productDetails';
import { productFullName, productPages as spanishPages } from '../../src/content/es/catalogue/products';
import { privacyPolicy as spanishPrivacy } from '../../src/content/es/privacyPolicy';
import { termsOfService as spanishTerms } from '../../src/content/es/termsOfService';
import { isList, type LegalDocument } from '../../src/content/legal';
import { privacyPolicy as englishPrivacy } from '../../src/content/privacyPolicy';
import { termsOfService as englishTerms } from '../../src/content/termsOfService';
import { fold, PRODUCT_SEARCH_FIELDS, searchCatalogue } from '../../src/shared/catalogueSearch';

// The Spanish catalogue and legal pages (issue 39): the same pages, items, pictures and spec rows as the
// English ones with Spanish texts, and a search that finds Spanish words however they are typed.

const items = spanish.allProducts;
const search = (text: string) =>
  searchCatalogue(items, { text, fields: PRODUCT_SEARCH_FIELDS }).map((item) => item.id);

describe('search over the Spanish catalogue', () => {
  it('ignores accents both ways: portatil finds portátil, and portátil finds it too', () => {
    const portables = english.productCategory('portable-generators').items.map((item) => item.id);
    expect(search('portatil')).toEqual(expect.arrayContaining(portables));
    expect(search('portátil')).toEqual(search('portatil'));
    expect(search('PORTÁTIL')).toEqual(search('portatil'));
    expect(search('diesel')).toEqual(search('diésel'));
    expect(search('diesel')).toContain('standby-sd30');
  });

  it('ignores case: tanque, TANQUE and Tanque find the fuel tanks', () => {
    expect(search('tanque')).toContain('fuel-tanks');
    expect(search('TANQUE')).toEqual(search('tanque'));
    expect(search('  Tanques de combustible ')).toEqual(['fuel-tanks']);
  });

  it('finds the transfer switches by "interruptor", and narrows by a second word', () => {
    const switches = searchCatalogue(spanish.productCategory('transfer-switches').items, {
      text: 'interruptor',
    });
    expect(switches.map((item) => item.id)).toEqual([
      'transfer-switch-commercial',
      'transfer-switch-residential',
    ]);
    expect(
      searchCatalogue(spanish.productCategory('transfer-switches').items, { text: 'residenciales' }).map(
        (item) => item.id,
      ),
    ).toEqual(['transfer-switch-residential']);
  });

  it('finds models by their unchanged names and Spanish words in descriptions', () => {
    expect(search('sp 26')).toEqual(['standby-sp26']);
    expect(search('salitre')).toEqual(['standby-sp26']);
    expect(search('estacion de energia')).toEqual([
      'portable-ps1500',
      'portable-ps3600',
      'standby-hb13',
      'standby-hb27',
    ]);
  });

  it('folds accents, tildes and case the same way in query and text', () => {
    expect(fold('Diésel PORTÁTIL')).toBe('diesel portatil');
    expect(fold('Año')).toBe('ano');
    expect(fold('Generator')).toBe('generator');
  });

  it('keeps English search as it was', () => {
    const englishSearch = (text: string) =>
      searchCatalogue(english.allProducts, { text }).map((item) => item.id);
    expect(englishSearch('tank')).toContain('fuel-tanks');
    expect(englishSearch('PORTABLE')).toEqual([]);
    expect(englishSearch('diesel')).toContain('portable-dx6500');
  });
});

describe('the Spanish catalogue twins', () => {
  it('has the English categories, items, slugs, brands, kinds and pictures in the same order', () => {
    expect(spanish.productCategories.map((c) => [c.slug, c.path, c.category, c.picture.src])).toEqual(
      english.productCategories.map((c) => [c.slug, c.path, c.category, c.picture.src]),
    );
    const shape = (item: (typeof items)[number]) => {
      const { name: _name, description: _description, picture, ...rest } = item;
      return { ...rest, src: picture.src, width: picture.width, height: picture.height };
    };
    expect(items.map(shape)).toEqual(english.allProducts.map(shape));
  });

  it('translates every text: names, descriptions, alternative texts and category texts differ from English', () => {
    english.allProducts.forEach((item, index) => {
      const twin = items[index];
      expect(twin?.name).not.toBe(item.name);
      expect(twin?.description).not.toBe(item.description);
      expect(twin?.picture.alt).not.toBe(item.picture.alt);
    });
    for (const [index, category] of english.productCategories.entries()) {
      const twin = spanish.productCategories[index];
      for (const key of ['title', 'linkLabel', 'summary', 'intro', 'metaDescription'] as const) {
        expect(twin?.[key], `${category.slug}.${key}`).not.toBe(category[key]);
      }
    }
    expect(spanish.productsOverview.title).toBe('Productos');
  });

  it('keeps model names and figures: every number of an English name or description is in the Spanish one', () => {
    const numbers = (text: string) => (text.match(/\d[\d,.]*/g) ?? []).map((n) => n.replace(/[.,]$/, ''));
    english.allProducts.forEach((item, index) => {
      const twin = items[index];
      for (const n of numbers(`${item.name} ${item.description}`)) {
        expect(`${twin?.name} ${twin?.description}`, item.id).toContain(n);
      }
    });
  });

  it('gives every product the same spec rows with the same figures', () => {
    expect(Object.keys(spanishDetails)).toEqual(Object.keys(englishDetails));
    for (const [id, detail] of Object.entries(englishDetails)) {
      const twin = spanishDetails[id];
      expect(twin?.specs.length, id).toBe(detail.specs.length);
      detail.specs.forEach(([, value], row) => {
        const figures = value.match(/\d[\d,.]*/g) ?? [];
        for (const figure of figures)
          expect(twin?.specs[row]?.[1], `${id} row ${row}`).toContain(figure.replace(/[.,]$/, ''));
      });
      expect(twin?.suits).not.toBe(detail.suits);
    }
  });

  it('names a product in full: the English inquiry-list name, the Spanish item name itself', () => {
    const sd30 = (pages: typeof englishPages) => pages.find((page) => page.item.id === 'standby-sd30')?.item;
    const englishItem = sd30(englishPages);
    const spanishItem = sd30(spanishPages);
    expect(englishItem && englishFullName(englishItem)).toBe('Standby SD 30 Diesel Generator');
    expect(spanishItem && productFullName(spanishItem)).toBe('Generador diésel de respaldo SD 30');
    const names = spanishPages.map((page) => productFullName(page.item));
    expect(new Set(names).size).toBe(names.length);
    const commercial = spanish.productCategory('transfer-switches').items[0];
    expect(commercial && productFullName(commercial)).toBe('Interruptores de transferencia comerciales');
  });

  it('has a product page for every English one, at the same address', () => {
    expect(spanishPages.map((page) => page.path)).toEqual(englishPages.map((page) => page.path));
    expect(spanishPages.map((page) => page.category.title)).toContain('Generadores de respaldo');
  });
});

describe('the Spanish legal pages', () => {
  const pairs: [string, LegalDocument, LegalDocument][] = [
    ['privacy policy', englishPrivacy, spanishPrivacy],
    ['terms of service', englishTerms, spanishTerms],
  ];
  for (const [name, en, es] of pairs) {
    it(`${name}: the same sections (ids, order) and the same block shapes, every text translated`, () => {
      expect(es.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
      en.sections.forEach((section, index) => {
        const twin = es.sections[index];
        expect(twin?.heading).not.toBe(section.heading);
        expect(
          twin?.blocks.map((b) => (isList(b) ? b.length : 'p')),
          section.id,
        ).toEqual(section.blocks.map((b) => (isList(b) ? b.length : 'p')));
      });
      for (const key of ['title', 'description', 'intro', 'lastUpdated'] as const)
        expect(es[key]).not.toBe(en[key]);
    });

    it(`${name}: says at the top that the English version governs, and English has no such line`, () => {
      expect(en.languageNote).toBeUndefined();
      expect(es.languageNote).toMatch(/versión en inglés/);
      expect(es.languageNote).toMatch(/prevalece/);
    });
  }
});
