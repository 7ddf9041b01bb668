import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import {
  appointments,
  guests,
  inquiries,
  inquiry_items,
  lead_events,
  leads,
  service_requests,
} from '../../src/server/db/schema';
import type { LeadStatus } from '../../src/shared/leadInbox';

// Leads written straight into the database at chosen instants (the public routes stamp the present), in
// the shapes the API writes them, for the Insights tests (issue 40).

interface Common {
  /** The instant it arrived (UTC, written with its Z). */
  at: string;
  status?: LeadStatus;
  /** Seconds after arrival of the first contact; none when absent. */
  contactAfterS?: number;
  /** The statuses its history moved it to, in order (one 'update' event each, an hour apart). */
  history?: readonly LeadStatus[];
}

export interface SeedEstimate extends Common {
  kind: 'estimate';
  city?: string;
  heardAbout?: number;
  serviceType?: number;
  /** A visit booked this long after arrival (ms), in this status now. */
  visit?: { bookedAfterMs: number; status: 'booked' | 'done' | 'no_show' | 'cancelled' };
}

export interface SeedInquiry extends Common {
  kind: 'inquiry';
  products: readonly string[];
}

export async function seedLead(db: Db, lead: SeedEstimate | SeedInquiry): Promise<string> {
  const id = randomUUID();
  const at = new Date(lead.at);
  const name = `Insight ${id.slice(0, 8)}`;
  const email = `insight-${id.slice(0, 8)}@example.com`;
  const phone = '4075550100';
  if (lead.kind === 'estimate') {
    const [guest] = await db
      .insert(guests)
      .values({
        first_name: 'Insight',
        last_name: id.slice(0, 8),
        email,
        phone_number: phone,
        created_at: at,
      })
      .returning({ id: guests.id });
    await db.insert(service_requests).values({
      id,
      guest_id: guest?.id,
      service_type_id: lead.serviceType ?? null,
      heard_about_option_id: lead.heardAbout ?? null,
      created_at: at,
    });
  } else {
    await db.insert(inquiries).values({ id, name, email, phone, created_at: at });
    await db
      .insert(inquiry_items)
      .values(lead.products.map((product, position) => ({ inquiry_id: id, position, name: product })));
  }
  const contact =
    lead.contactAfterS === undefined ? null : new Date(at.getTime() + lead.contactAfterS * 1000);
  await db.insert(leads).values({
    id,
    kind: lead.kind,
    inquiry_id: lead.kind === 'inquiry' ? id : null,
    service_request_id: lead.kind === 'estimate' ? id : null,
    created_at: at,
    status: lead.status ?? 'new',
    name,
    email,
    phone,
    city: lead.kind === 'estimate' ? (lead.city ?? null) : null,
    summary: 'Seeded for insights',
    search_text: name.toLowerCase(),
    first_contact_at: contact,
    first_contact_channel: contact ? 'called' : null,
  });
  let from: LeadStatus = 'new';
  for (const [hour, to] of (lead.history ?? []).entries()) {
    await db.insert(lead_events).values({
      lead_id: id,
      action: 'update',
      actor_name: 'Insight Staff',
      actor_email: 'staff@example.com',
      from_status: from,
      to_status: to,
      created_at: new Date(at.getTime() + (hour + 1) * 3_600_000),
    });
    from = to;
  }
  if (lead.kind === 'estimate' && lead.visit) {
    const booked = new Date(at.getTime() + lead.visit.bookedAfterMs);
    const starts = new Date(booked.getTime() + 3 * 86_400_000);
    await db.insert(appointments).values({
      service_request_id: id,
      date: starts.toISOString().slice(0, 10),
      window: 'morning',
      starts_at: starts,
      ends_at: new Date(starts.getTime() + 4 * 3_600_000),
      status: lead.visit.status,
      cancel_reason: lead.visit.status === 'cancelled' ? 'customer' : null,
      uid: `insight-${id}`,
      manage_token_hash: `insight-${id}`,
      token_expires_at: new Date(starts.getTime() + 86_400_000),
      created_at: booked,
    });
  }
  return id;
}
