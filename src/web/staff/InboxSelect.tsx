import { InputBase } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';

export interface InboxSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
  maw?: number;
}

/**
 * The browser's own select in Mantine's input frame, as NativeSelect draws it. Built from the input parts
 * and the icon the public pages already load: using NativeSelect (or its chevron) here split them out of
 * the estimate form's chunk into more files that every public page then fetched (budgets.test.ts).
 */
export function InboxSelect({ label, value, options, onChange, disabled = false, maw }: InboxSelectProps) {
  return (
    <InputBase
      component="select"
      label={label}
      value={value}
      disabled={disabled}
      maw={maw}
      rightSection={<IconChevronDown size={16} aria-hidden="true" />}
      rightSectionPointerEvents="none"
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </InputBase>
  );
}
