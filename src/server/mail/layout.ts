import { site } from '../../content/site';
import type { Locale } from '../../shared/i18n/locales';
import { translate } from '../i18n/translate';

export interface EmailContent {
  /** Shown as the heading and used as the plain-text title. */
  heading: string;
  /** Paragraphs of plain text; escaped for HTML. */
  paragraphs: string[];
  /** Label/value rows, e.g. the fields of a lead. */
  details?: Array<[label: string, value: string]>;
  /**
   * A table after the details (a sizing's loads): its caption, column headings and rows. The text part
   * has the caption and a line per row, its first cell and then the others ("- Refrigerator: 700 W / 2,200 W").
   */
  table?: EmailTable;
  /** A prominent link, e.g. a password-reset link. */
  action?: { label: string; url: string };
  /** A one-time code shown large. */
  code?: string;
  /**
   * A line staff must not miss, shown in a box above the paragraphs (the company's copy of a Spanish lead:
   * "The customer wrote in Spanish: reply in Spanish.", issue 39).
   */
  notice?: string;
}

export interface EmailTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

export interface RenderedEmail {
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const BRAND = '#f59f00';
const INK = '#1a1b1e';

function tableLines({ caption, rows }: EmailTable): string[] {
  return [`${caption}:`, ...rows.map(([first = '', ...rest]) => `- ${first}: ${rest.join(' / ')}`)];
}

/** A data table (not layout), so it keeps its caption and column headings for screen readers. */
function tableHtml({ caption, columns, rows }: EmailTable): string {
  const cell = 'padding:4px 12px 4px 0;text-align:left;vertical-align:top';
  const head = columns.map((c) => `<th scope="col" style="${cell};color:#495057">${escapeHtml(c)}</th>`);
  const body = rows.map(
    (row) => `<tr>${row.map((c) => `<td style="${cell};color:${INK}">${escapeHtml(c)}</td>`).join('')}</tr>`,
  );
  return (
    `<table cellpadding="0" cellspacing="0" style="margin:0 0 20px;font-size:14px;border-collapse:collapse">` +
    `<caption style="text-align:left;font-weight:600;padding:0 0 6px;color:${INK}">${escapeHtml(caption)}</caption>` +
    `<thead><tr>${head.join('')}</tr></thead><tbody>${body.join('')}</tbody></table>`
  );
}

/**
 * Every e-mail looks like the site: a dark header with the company name, a white card, the brand colour.
 * Inline styles and tables only, because mail clients ignore style sheets.
 */
export function renderEmail(content: EmailContent, locale: Locale = 'en'): RenderedEmail {
  const textParts = [content.heading, ''];
  if (content.notice) textParts.push(`*** ${content.notice} ***`, '');
  textParts.push(...content.paragraphs.flatMap((p) => [p, '']));
  if (content.code) textParts.push(translate(locale, 'mail.code', { code: content.code }), '');
  if (content.details?.length) {
    for (const [label, value] of content.details) textParts.push(`${label}: ${value || '-'}`);
    textParts.push('');
  }
  if (content.table) textParts.push(...tableLines(content.table), '');
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  textParts.push('--', site.companyName, `${site.phone.display} · ${site.email}`);

  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${INK}">${escapeHtml(text)}</p>`;
  const rows = (content.details ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;font-weight:600;color:#495057;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;color:${INK};white-space:pre-wrap">${escapeHtml(value || '-')}</td></tr>`,
    )
    .join('');
  const table = content.table ? tableHtml(content.table) : '';
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#141517;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:700">
<span style="color:${BRAND}">&#9889;</span> ${escapeHtml(site.companyName)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:22px;color:${INK}">${escapeHtml(content.heading)}</h1>
${content.notice ? `<p style="margin:0 0 20px;padding:12px 16px;background:#fff3bf;border-left:4px solid ${BRAND};font-size:16px;font-weight:700;color:${INK}">${escapeHtml(content.notice)}</p>` : ''}
${content.paragraphs.map(p).join('\n')}
${content.code ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:700;color:${INK}">${escapeHtml(content.code)}</p>` : ''}
${rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;font-size:14px">${rows}</table>` : ''}
${table}
${content.action ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${BRAND};color:#141517;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:6px">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#868e96;word-break:break-all">${escapeHtml(content.action.url)}</p>` : ''}
</td></tr>
<tr><td style="background:#f8f9fa;padding:16px 28px;font-size:12px;color:#868e96">${escapeHtml(site.companyName)} · ${escapeHtml(site.phone.display)} · ${escapeHtml(site.email)}</td></tr>
</table></td></tr></table></body></html>`;
  return { text: textParts.join('\n'), html };
}
