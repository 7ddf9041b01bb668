import { APPOINTMENT_TIME_ZONE } from '../../shared/appointments';
import { renderEmail } from '../mail/layout';
import type { OutgoingMail } from '../mail/outbox';

// The owner's e-mail about a lead nobody has contacted in time (issue 40). Staff-facing, so English, like
// the company's copies; it names the lead and how long it has waited, and links to it in the inbox.

/** The outbox kind of an escalation e-mail. */
export const ESCALATION_KIND = 'lead.escalation';

export interface OverdueLead {
  id: string;
  kind: 'estimate' | 'inquiry';
  name: string;
  city: string | null;
  created_at: Date;
  respond_by: Date;
}

const floridaTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: APPOINTMENT_TIME_ZONE,
});

/** "1 h 5 min", "25 min": how long the lead has waited at `now`. */
function waited(from: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', `${minutes % 60} min`];
  return parts.filter(Boolean).join(' ');
}

export function escalationMail(
  lead: OverdueLead,
  context: { companyEmail: string; publicUrl: string; responseMinutes: number },
  now: Date,
): OutgoingMail {
  const what = lead.kind === 'estimate' ? 'estimate request' : 'inquiry';
  const url = `${context.publicUrl}/staff?lead=${encodeURIComponent(lead.id)}`;
  const content = renderEmail({
    heading: `Nobody has contacted ${lead.name} yet`,
    paragraphs: [
      `${lead.name}'s ${what} arrived ${floridaTime.format(lead.created_at)} (Florida time) and should have been answered by ${floridaTime.format(lead.respond_by)}, ${context.responseMinutes} business minutes later. No call, text, e-mail, note or status change has been logged on it.`,
      'Please call them now, then log the contact on the lead so it counts.',
    ],
    details: [
      ['Lead', `${lead.name}${lead.city ? ` (${lead.city})` : ''}`],
      ['Kind', what],
      ['Received', floridaTime.format(lead.created_at)],
      ['Waiting for', waited(lead.created_at, now)],
      ['Lead id', lead.id],
    ],
    action: { label: 'Open the lead', url },
  });
  return {
    to: context.companyEmail,
    subject: `Not contacted yet: ${lead.name} (${what}, since ${floridaTime.format(lead.created_at)})`,
    kind: ESCALATION_KIND,
    ...content,
  };
}
