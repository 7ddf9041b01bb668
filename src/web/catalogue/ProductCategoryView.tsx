import { Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, useMemo, useReducer, useRef } from 'react';
import type { ProductCategory } from '../../content/catalogue/categories';
import { productPath } from '../../content/catalogue/products';
import { sizingPage } from '../../content/sizing/sizingPage';
import { brandsOf, PRODUCT_SEARCH_FIELDS, searchCatalogue } from '../../shared/catalogueSearch';
import { PageHeader } from '../components/PageHeader';
import { SizingGuideLink } from '../components/SizingGuideLink';
import { t } from '../i18n/catalogue.messages';
import { BrandFilter } from './BrandFilter';
import classes from './catalogue.module.css';
import { catalogueViewReducer, initialCatalogueView } from './catalogueView';
import { EmptyResults } from './EmptyResults';
import { ProductCard } from './ProductCard';
import { SearchBox } from './SearchBox';

/** Cards in the first row at the widest layout; their pictures are above the fold. */
const FIRST_ROW = 3;

/** A product category page (SPEC section 2): search, brand filter and the product cards. */
export function ProductCategoryView({
  category,
  onAddToInquiry,
}: {
  category: ProductCategory;
  onAddToInquiry?: (entryName: string) => void;
}) {
  const [state, dispatch] = useReducer(catalogueViewReducer, initialCatalogueView);
  const searchRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const brands = useMemo(() => brandsOf(category.items), [category.items]);
  const shown = searchCatalogue(category.items, {
    text: state.query,
    brand: state.filters.brand,
    fields: PRODUCT_SEARCH_FIELDS,
  });
  // The clear buttons disappear once pressed; the search field is where the visitor goes on from.
  const clearAll = () => {
    dispatch({ type: 'ALL.CLEARED' });
    searchRef.current?.focus();
  };

  return (
    <>
      <PageHeader
        eyebrow={t('catalogue.eyebrow')}
        title={category.title}
        intro={category.intro}
        description={category.metaDescription}
      />
      <Container size="lg" pb={64}>
        <Stack gap="sm" mb="lg">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <div style={{ flex: '1 1 260px' }}>
              <SearchBox
                inputRef={searchRef}
                label={t('catalogue.searchLabel', { category: category.title.toLowerCase() })}
                placeholder={t('catalogue.searchPlaceholder')}
                value={state.query}
                onChange={(query) => dispatch({ type: 'QUERY.CHANGED', query })}
                onClear={() => {
                  dispatch({ type: 'QUERY.CLEARED' });
                  searchRef.current?.focus();
                }}
              />
            </div>
            <Button
              size="md"
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              aria-expanded={state.filtersShown}
              aria-controls={panelId}
              onClick={() => dispatch({ type: 'FILTERS.TOGGLED' })}
            >
              {state.filtersShown ? t('catalogue.hideFilters') : t('catalogue.showFilters')}
            </Button>
          </Group>
          {state.filtersShown ? (
            <Paper id={panelId} withBorder radius="md" p="md">
              <Group align="flex-end" gap="md" wrap="wrap">
                <BrandFilter
                  brands={brands}
                  value={state.filters.brand}
                  onChange={(brand) => dispatch({ type: 'BRAND.CHANGED', brand })}
                />
                <Button variant="outline" onClick={clearAll}>
                  {t('catalogue.clearAll')}
                </Button>
              </Group>
            </Paper>
          ) : null}
        </Stack>
        <Text size="sm" c="dimmed" mb="md" aria-live="polite">
          {t('catalogue.showing', { shown: shown.length, total: category.items.length })}
        </Text>
        {shown.length === 0 ? (
          <EmptyResults
            title={t('catalogue.noItems')}
            hint={t('catalogue.adjust')}
            action={t('catalogue.clearAllEmpty')}
            onAction={clearAll}
          />
        ) : (
          <ul className={classes.grid} aria-label={category.title}>
            {shown.map((item, index) => (
              <li key={item.id}>
                <ProductCard
                  item={item}
                  href={productPath(category, item)}
                  eager={index < FIRST_ROW}
                  onAddToInquiry={onAddToInquiry}
                />
              </li>
            ))}
          </ul>
        )}
        {sizingPage.linkedFrom.includes(category.path) ? <SizingGuideLink /> : null}
      </Container>
    </>
  );
}
