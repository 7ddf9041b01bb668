import { type CatalogueFilters, EMPTY_FILTERS } from '../../shared/catalogueSearch';

// What a product category page remembers while the visitor searches: the text, the filters and whether the
// filter panel is open. A pure reducer, so the page only renders state and dispatches events.

export interface CatalogueViewState {
  query: string;
  filters: CatalogueFilters;
  filtersShown: boolean;
}

export type CatalogueViewEvent =
  | { type: 'QUERY.CHANGED'; query: string }
  | { type: 'QUERY.CLEARED' }
  | { type: 'FILTERS.TOGGLED' }
  | { type: 'BRAND.CHANGED'; brand: string | null }
  | { type: 'ALL.CLEARED' };

export const initialCatalogueView: CatalogueViewState = {
  query: '',
  filters: EMPTY_FILTERS,
  filtersShown: false,
};

export function catalogueViewReducer(
  state: CatalogueViewState,
  event: CatalogueViewEvent,
): CatalogueViewState {
  switch (event.type) {
    case 'QUERY.CHANGED':
      return { ...state, query: event.query };
    case 'QUERY.CLEARED':
      return { ...state, query: '' };
    case 'FILTERS.TOGGLED':
      return { ...state, filtersShown: !state.filtersShown };
    case 'BRAND.CHANGED':
      return { ...state, filters: { ...state.filters, brand: event.brand } };
    // Both "clear all" buttons bring every item back: the search text is a criterion too. The panel
    // stays as the visitor left it.
    case 'ALL.CLEARED':
      return { ...state, query: '', filters: EMPTY_FILTERS };
  }
}

/** Whether anything narrows the list, so "clear" actions only show when they would change something. */
export function hasCriteria(state: CatalogueViewState): boolean {
  return state.query.trim() !== '' || state.filters.brand !== null;
}
