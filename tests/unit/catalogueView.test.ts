import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../../src/shared/catalogueSearch';
import {
  type CatalogueViewEvent,
  type CatalogueViewState,
  catalogueViewReducer,
  hasCriteria,
  initialCatalogueView,
} from '../../src/web/catalogue/catalogueView';

const run = (...events: CatalogueViewEvent[]): CatalogueViewState =>
  events.reduce(catalogueViewReducer, initialCatalogueView);

describe('catalogue page state', () => {
  it('starts with no criteria and the filter panel closed', () => {
    expect(initialCatalogueView).toEqual({ query: '', filters: EMPTY_FILTERS, filtersShown: false });
    expect(hasCriteria(initialCatalogueView)).toBe(false);
  });

  it('keeps the typed query until it is cleared', () => {
    const typed = run({ type: 'QUERY.CHANGED', query: 'diesel' });
    expect(typed.query).toBe('diesel');
    expect(hasCriteria(typed)).toBe(true);
    expect(catalogueViewReducer(typed, { type: 'QUERY.CLEARED' }).query).toBe('');
  });

  it('toggles the filter panel', () => {
    expect(run({ type: 'FILTERS.TOGGLED' }).filtersShown).toBe(true);
    expect(run({ type: 'FILTERS.TOGGLED' }, { type: 'FILTERS.TOGGLED' }).filtersShown).toBe(false);
  });

  it('sets and removes the brand, leaving the other filters alone', () => {
    const chosen = run({ type: 'BRAND.CHANGED', brand: 'Voltaris' });
    expect(chosen.filters).toEqual({ ...EMPTY_FILTERS, brand: 'Voltaris' });
    expect(hasCriteria(chosen)).toBe(true);
    expect(catalogueViewReducer(chosen, { type: 'BRAND.CHANGED', brand: null }).filters).toEqual(
      EMPTY_FILTERS,
    );
  });

  it('clears text and filters together but keeps the panel as it was', () => {
    const busy = run(
      { type: 'FILTERS.TOGGLED' },
      { type: 'BRAND.CHANGED', brand: 'Corvane' },
      { type: 'QUERY.CHANGED', query: 'commercial' },
      { type: 'ALL.CLEARED' },
    );
    expect(busy).toEqual({ query: '', filters: EMPTY_FILTERS, filtersShown: true });
    expect(hasCriteria(busy)).toBe(false);
  });

  it('does not count a blank query as a criterion', () => {
    expect(hasCriteria(run({ type: 'QUERY.CHANGED', query: '   ' }))).toBe(false);
  });
});
