import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Ref } from 'react';
import { t } from '../i18n/catalogue.messages';
import classes from './catalogue.module.css';

/** The search field of the catalogue and service pages, with a button that empties it. */
export function SearchBox({
  value,
  label,
  placeholder,
  onChange,
  onClear,
  inputRef,
}: {
  value: string;
  /** Accessible name, e.g. "Search products". */
  label: string;
  placeholder: string;
  onChange: (value: string) => void;
  onClear: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <TextInput
      ref={inputRef}
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      size="md"
      leftSection={<IconSearch size={18} aria-hidden />}
      classNames={{ input: classes.searchInput }}
      rightSection={
        value ? (
          <CloseButton aria-label={t('catalogue.clearSearch')} onClick={onClear} size="md" />
        ) : undefined
      }
    />
  );
}
