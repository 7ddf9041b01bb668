import type { MessageId } from './i18n/catalogs';
import { type Message, msg } from './i18n/message';

// The fixed choices of the estimate form and the inquiry list (SPEC sections 2 and 3), shared by the form,
// its machine and the server's validation.

export const CITIES = ['Orlando', 'Tampa', 'Jacksonville'] as const;
export type City = (typeof CITIES)[number];

export const SERVICE_TYPES = [
  { id: 1, label: 'Installations' },
  { id: 2, label: 'Maintenance & Repairs' },
  { id: 3, label: 'Commercial Services' },
  { id: 4, label: 'Residential Consultation' },
  { id: 5, label: 'Fire Pumps' },
  { id: 6, label: 'Other' },
] as const;

export const HEARD_ABOUT_OPTIONS = [
  { id: 1, label: 'Google Search' },
  { id: 2, label: 'Social Media' },
  { id: 3, label: 'Friend/Family Referral' },
  { id: 4, label: 'Local Advertisement' },
  { id: 5, label: 'Truck Wrap' },
  { id: 6, label: 'Other' },
] as const;

/** The id of "Other" in both lists: choosing it reveals the free-text field. */
export const OTHER_OPTION_ID = 6;

export type ServiceTypeId = (typeof SERVICE_TYPES)[number]['id'];
export type HeardAboutOptionId = (typeof HEARD_ABOUT_OPTIONS)[number]['id'];

export function serviceTypeLabel(id: number): string | undefined {
  return SERVICE_TYPES.find((t) => t.id === id)?.label;
}

export function heardAboutLabel(id: number): string | undefined {
  return HEARD_ABOUT_OPTIONS.find((o) => o.id === id)?.label;
}

/**
 * An option's name in the reader's language (issue 39): the lists are stored and sent by id, so only the
 * form shows them translated; staff pages and the company's e-mails keep the English labels above.
 */
export function serviceTypeMessage(id: ServiceTypeId): Message {
  return msg(`serviceType.${id}` as MessageId);
}

export function heardAboutMessage(id: HeardAboutOptionId): Message {
  return msg(`heardAbout.${id}` as MessageId);
}

/** Catalogue categories whose items go into the inquiry list, and how their names are prefixed (SPEC 3). */
export type InquiryCategory = 'portable' | 'standby' | 'transfer-switch' | 'fuel-tank';

export function inquiryEntryName(category: InquiryCategory, itemName: string): string {
  switch (category) {
    case 'portable':
      return `Portable ${itemName}`;
    case 'standby':
      return `Standby ${itemName}`;
    case 'transfer-switch':
      return `${itemName} Transfer Switches`;
    case 'fuel-tank':
      return itemName;
  }
}
