import type { MailAttachment } from '../db/schema';

/**
 * What the worker hands nodemailer of a row's stored attachments: each one's filename, content type and
 * content, and nothing else. nodemailer would read a `path` from disk and fetch a `href` from the network,
 * so a key the row should never hold must not reach it (issue 38). An entry without text content (only a
 * path, say) is left out rather than sent empty.
 */
export function ownAttachments(stored: unknown): MailAttachment[] {
  if (!Array.isArray(stored)) return [];
  const kept: MailAttachment[] = [];
  for (const entry of stored as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { filename, contentType, content } = entry as Record<string, unknown>;
    if (typeof filename === 'string' && typeof contentType === 'string' && typeof content === 'string') {
      kept.push({ filename, contentType, content });
    }
  }
  return kept;
}
