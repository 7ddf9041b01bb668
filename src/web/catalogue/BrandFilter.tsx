import { Select } from '@mantine/core';
import { t } from '../i18n/catalogue.messages';

// A value no brand can have, for the dropdown's "Clear Selection" entry.
const CLEAR = '\u0000clear';

/** The Brand dropdown; its first entry, Clear Selection, removes the brand filter. */
export function BrandFilter({
  brands,
  value,
  onChange,
}: {
  brands: readonly string[];
  value: string | null;
  onChange: (brand: string | null) => void;
}) {
  const data = [
    { value: CLEAR, label: t('catalogue.clearSelection'), disabled: value === null },
    ...brands.map((brand) => ({ value: brand, label: brand })),
  ];
  return (
    <Select
      label={t('catalogue.brand')}
      placeholder={t('catalogue.allBrands')}
      data={data}
      value={value}
      onChange={(chosen) => onChange(chosen === CLEAR ? null : chosen)}
      allowDeselect={false}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
