import { i18n, type Messages } from '@lingui/core';
import { SITE_LOCALE } from '../../api/siteLocale';
import type { MessageId } from '../../shared/i18n/catalogs';
import { formatWithLiteralValues } from '../../shared/i18n/literalValues';
import type { Message, MessageValues } from '../../shared/i18n/message';

// How the web app turns a message into text in the page's language. Each namespace's catalog is added by
// the module that loads with the code showing it (site.messages.ts, account.messages.ts, ...), so a page
// downloads only the texts it can show. The language never changes within a page load: the switch opens
// the other language's address.

// An empty catalog first: the namespaces add theirs as their chunks load, and Lingui warns (in every build's
// output) when a language is activated before any catalog of it exists.
i18n.load(SITE_LOCALE, {});
i18n.activate(SITE_LOCALE);

/** Adds a namespace's (compiled) catalog to the page's language. */
export function addMessages(messages: Messages): void {
  i18n.load(SITE_LOCALE, messages);
}

/** The text of a message (or of an id with its values) in the page's language. */
export function t(message: Message | MessageId, values?: MessageValues): string {
  const [id, given] = typeof message === 'string' ? [message, values] : [message.id, message.values];
  return formatWithLiteralValues(given, (shielded) => i18n._(id, shielded));
}
