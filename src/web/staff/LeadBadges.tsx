import { Badge, VisuallyHidden } from '@mantine/core';
import type { Locale } from '../../shared/i18n/locales';
import {
  EMAIL_DELIVERY_LABELS,
  LEAD_LANGUAGE_LABELS,
  LEAD_STATUS_LABELS,
  type LeadStatus,
} from '../../shared/leadInbox';

// Status: filled badges in the darkest shades with white text (the light variant's pale text, and blue.7,
// failed axe's contrast check; green.9 is 4.36:1 under white, so Won is teal.9, 5.0:1).

const STATUS_COLORS: Record<LeadStatus, string> = {
  new: 'blue.9',
  contacted: 'cyan.9',
  quoted: 'grape.9',
  won: 'teal.9',
  lost: 'gray.8',
};

// The e-mail's state is a dot beside text in the page's own colour, so both themes read it alike.
const DELIVERY_COLORS = { pending: 'yellow', sent: 'teal', dead: 'red' } as const;

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} c="white">
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * The language of a lead not written in English (issue 39; indigo.9 under white passes axe's contrast,
 * orange.9 did not): "ES" on screen, its name ("Spanish") for
 * screen readers and as the tooltip. English, the usual case, shows nothing.
 */
export function LanguageBadge({ language }: { language: Locale }) {
  if (language === 'en') return null;
  const name = LEAD_LANGUAGE_LABELS[language];
  return (
    <Badge color="indigo.9" c="white" size="sm" title={name} data-testid="lead-language">
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </Badge>
  );
}

/** The company e-mail's state; a lead older than the inbox may have none on record. */
export function DeliveryBadge({ state }: { state: keyof typeof EMAIL_DELIVERY_LABELS | null }) {
  if (state === null)
    return (
      <Badge color="gray" variant="dot">
        No e-mail on record
      </Badge>
    );
  return (
    <Badge color={DELIVERY_COLORS[state]} variant="dot">
      {EMAIL_DELIVERY_LABELS[state]}
    </Badge>
  );
}
