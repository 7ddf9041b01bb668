import type {
  InquiryContact,
  InquiryItem,
  InquiryListContext,
  InquiryPayload,
  InquiryUser,
} from './inquiryList.types';

// The inquiry list's pure rules: what the cookie holds, what is prefilled, what is sent.

/**
 * The saved list: only the names are kept (a cookie holds about 4 KB; long messages would make the browser
 * drop it, and the list with it). Accepts names or `{ name }` objects; anything else is ignored.
 */
export function itemsFromStored(stored: unknown): InquiryItem[] {
  if (!Array.isArray(stored)) return [];
  const names: string[] = [];
  for (const entry of stored) {
    const name =
      typeof entry === 'string' ? entry : typeof entry?.name === 'string' ? (entry.name as string) : '';
    if (name.trim() !== '' && !names.includes(name)) names.push(name);
  }
  return names.map((name) => ({ name, message: '' }));
}

export function contactFromUser(user: InquiryUser | null): InquiryContact {
  if (!user) return { name: '', email: '', phone: '' };
  return { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email, phone: '' };
}

/** Whether every contact field is filled (SPEC 5: all three required, messages optional). */
export function contactComplete(contact: InquiryContact): boolean {
  return contact.name.trim() !== '' && contact.email.trim() !== '' && contact.phone !== '';
}

export function inquiryPayload(context: InquiryListContext): InquiryPayload {
  return {
    name: context.contact.name.trim(),
    email: context.contact.email.trim(),
    phone: context.contact.phone,
    products: context.items.map(({ name, message }) => ({ name, message: message.trim() })),
  };
}
