// What keeps a Lighthouse category under 100, in one line per audit, so a failing figure names its fix.
import type { Result } from 'lighthouse';

const SHORT: Record<string, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best pr.',
  seo: 'SEO',
};
const MAX_ITEMS = 3;
// Unweighted audits still explain a weighted one (e.g. render-blocking requests behind a slow LCP).
const ADVISORY_MODES = new Set(['metricSavings', 'binary', 'numeric']);

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  return undefined;
}

/** The most telling identifier of a details row: element, URL, or message. */
function describeItem(item: unknown): string | undefined {
  const node = field(item, 'node');
  const found =
    text(field(node, 'selector')) ??
    text(field(node, 'snippet')) ??
    text(field(item, 'url')) ??
    text(field(field(item, 'source'), 'url')) ??
    text(field(item, 'description')) ??
    text(field(item, 'message')) ??
    text(field(item, 'issueType')) ??
    text(field(item, 'label'));
  // Long enough to keep the hash a CSP violation message suggests.
  return found && found.length > 240 ? `${found.slice(0, 237)}...` : found;
}

function items(details: unknown): string {
  const rows = field(details, 'items');
  if (!Array.isArray(rows) || rows.length === 0) return '';
  const described = rows.map(describeItem).filter((row) => row !== undefined);
  const shown = [...new Set(described)].slice(0, MAX_ITEMS);
  const more = rows.length > shown.length ? ` (+${rows.length - shown.length} more)` : '';
  return shown.length > 0 ? `: ${shown.join(' | ')}${more}` : '';
}

export function failingAudits(lhr: Result): string[] {
  const lines: string[] = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    if (category.score === null || category.score >= 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || ref.group === 'hidden') continue;
      const failing =
        ref.weight > 0 ? audit.score < 1 : ADVISORY_MODES.has(audit.scoreDisplayMode) && audit.score < 0.9;
      if (!failing) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      const weight = ref.weight > 0 ? `weight ${ref.weight}, ` : '';
      lines.push(
        `[${SHORT[categoryId] ?? categoryId}] ${audit.id}: ${audit.title}${value} ` +
          `[${weight}score ${audit.score.toFixed(2)}]${items(audit.details)}`,
      );
    }
  }
  return lines;
}
