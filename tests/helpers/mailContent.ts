import { expect } from 'vitest';
import type { OutgoingMail } from '../../src/server/mail/outbox';
import type { ReceivedMail, SmtpReceiver } from './smtpReceiver';

/** What a reader of an HTML part sees: tags dropped, entities decoded, white space collapsed. */
export function visibleText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

/** Asserts that each value shows in the plain-text part and in the HTML part of a received message. */
export function expectInBothParts(mail: ReceivedMail, values: string[]): void {
  const text = (mail.parsed.text ?? '').replace(/\s+/g, ' ');
  const html = visibleText(mail.parsed.html);
  for (const value of values) {
    expect(text, `text part contains ${value}`).toContain(value);
    expect(html, `html part contains ${value}`).toContain(value);
  }
}

/** How many messages each recipient got per subject; delivered exactly once means every count is 1. */
export function deliveryCounts(receiver: SmtpReceiver): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const m of receiver.messages) {
    const key = `${m.envelopeTo.join(',')} | ${m.parsed.subject ?? ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** `n` distinct messages for the outbox, to distinct recipients. */
export function testMails(n: number, subjectPrefix: string): OutgoingMail[] {
  return Array.from({ length: n }, (_, i) => ({
    to: `visitor${i}@example.com`,
    subject: `${subjectPrefix} ${i}`,
    text: `message ${i}`,
    html: `<p>message ${i}</p>`,
    kind: 'test.message',
  }));
}
