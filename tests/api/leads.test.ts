import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries, inquiry_items } from '../../src/server/db/schema';
import { COMPANY, setUpLeadsServer, toCompany } from '../helpers/leadsSuite';
import { expectInBothParts } from '../helpers/mailContent';
import type { TestServer } from '../helpers/testServer';

let server: TestServer;
const { receiver, visitor, post } = setUpLeadsServer((started) => {
  server = started;
});

describe('guest estimate request', () => {
  it('stores the guest and the request and e-mails the company and the guest', async () => {
    const v = visitor();
    const guest = await post(
      '/guests/create',
      {
        first_name: ` ${v.first} `,
        last_name: v.last,
        email: v.email,
        phone_number: '+1 (407) 555-0142',
        city: 'Tampa',
      },
      v.ip,
    );
    expect(guest.status).toBe(201);
    const guestId = (guest.body.payload as { id: string }).id;
    expect(guestId).toMatch(/^[0-9a-f-]{36}$/);

    const request = await post(
      '/guest/service-request',
      {
        guest_id: guestId,
        service_type_id: 2,
        request_description: 'Annual service for a 22 kW standby unit.\nGate code 1234.',
        heard_about_option_id: 6,
        other_heard_about_details: 'Saw the truck at <Publix>',
      },
      v.ip,
    );
    expect(request.status).toBe(201);
    expect(request.body.message).toBe('Your request has been submitted!');
    const requestId = (request.body.payload as { id: string }).id;

    const company = await receiver.waitFor(toCompany(v.last));
    expect(company.parsed.subject).toBe(`Estimate request: ${v.first} ${v.last} (Maintenance & Repairs)`);
    expectInBothParts(company, [
      `${v.first} ${v.last}`,
      v.email,
      '(407) 555-0142',
      'Tampa, FL',
      'Maintenance & Repairs',
      'Annual service for a 22 kW standby unit.',
      'Gate code 1234.',
      'Other',
      'Saw the truck at <Publix>',
      'Guest',
      requestId,
    ]);
    // Labels, not ids, and the user's text is escaped in the HTML part rather than becoming markup.
    expect(company.parsed.html).toContain('Saw the truck at &lt;Publix&gt;');
    // Pressing Reply on the company's copy answers the visitor, on the confirmation the company.
    expect(company.parsed.replyTo?.map((a) => a.address)).toEqual([v.email]);

    const confirmation = await receiver.waitFor((m) => m.envelopeTo.includes(v.email));
    expect(confirmation.parsed.subject).toBe('Your free-estimate request to Sunshine State Generators');
    // A first-time address has not proven itself: its copy names the service and the company, nothing
    // the visitor typed (issue 38; leads.visitorCopies.test.ts has the rest).
    expectInBothParts(confirmation, ['Hello,', 'Maintenance & Repairs', '(407) 555-0142']);
    expect(confirmation.parsed.text).not.toContain(v.first);
    expect(confirmation.parsed.text).not.toContain('Gate code');
    expect(confirmation.parsed.text).not.toContain(requestId);
    expect(confirmation.parsed.replyTo?.map((a) => a.address)).toEqual([COMPANY]);
  });

  it('accepts a request with nothing chosen and no city', async () => {
    const v = visitor();
    const guest = await post(
      '/guests/create',
      { first_name: v.first, last_name: v.last, email: v.email, phone_number: '813.555.0199', city: null },
      v.ip,
    );
    expect(guest.status).toBe(201);
    const guestId = (guest.body.payload as { id: string }).id;
    const request = await post('/guest/service-request', { guest_id: guestId }, v.ip);
    expect(request.status).toBe(201);
    const company = await receiver.waitFor(toCompany(v.last));
    expect(company.parsed.subject).toBe(`Estimate request: ${v.first} ${v.last}`);
    expectInBothParts(company, ['Not chosen', '(813) 555-0199']);
    expect(company.parsed.text).toContain('City: Not chosen');
    expect(company.parsed.text).toContain('Service requested: Not chosen');
  });
});

describe('inquiry', () => {
  it('stores the list in order and e-mails the company every item and message', async () => {
    const v = visitor();
    const products = [
      { name: 'Portable Diesel', message: 'Need 2 units by June' },
      { name: 'Commercial Transfer Switches', message: '' },
      { name: 'Fuel Tanks' },
    ];
    const res = await post(
      '/email/inquiry',
      { name: `${v.first} ${v.last}`, email: v.email, phone: '904-555-0100', products },
      v.ip,
    );
    expect(res.status).toBe(201);
    // With when the company will call (issue 40; tests/api/leadEscalation.test.ts checks the instants).
    expect(res.body).toEqual({
      message: 'Inquiry sent successfully',
      expect_call: {
        by: expect.any(String),
        within_minutes: expect.toBeOneOf([15, null]),
        text: expect.stringMatching(/^We'll call you (within 15 minutes|by \d+:\d\d\s[AP]M on \w+day)\.$/),
      },
    });

    const company = await receiver.waitFor(toCompany(v.last));
    expect(company.parsed.subject).toBe(`Inquiry: ${v.first} ${v.last} (3 products)`);
    expectInBothParts(company, [
      '1. Portable Diesel',
      'Need 2 units by June',
      '2. Commercial Transfer Switches',
      '3. Fuel Tanks',
      v.email,
      '(904) 555-0100',
      'Guest',
    ]);
    const text = company.parsed.text ?? '';
    expect(text.indexOf('1. Portable Diesel')).toBeLessThan(text.indexOf('3. Fuel Tanks'));

    const confirmation = await receiver.waitFor((m) => m.envelopeTo.includes(v.email));
    // The catalogue's own names only; 'Portable Diesel' is not one (issue 38).
    expectInBothParts(confirmation, ['Commercial Transfer Switches', 'Fuel Tanks', '1 other item']);
    expect(confirmation.parsed.text).not.toContain('Portable Diesel');
    expect(confirmation.parsed.text).not.toContain('Need 2 units');
    expect(company.parsed.replyTo?.map((a) => a.address)).toEqual([v.email]);
    expect(confirmation.parsed.replyTo?.map((a) => a.address)).toEqual([COMPANY]);

    const [stored] = await server.database.db
      .select({ id: inquiries.id, phone: inquiries.phone, user_id: inquiries.user_id })
      .from(inquiries)
      .where(eq(inquiries.email, v.email));
    expect(stored).toMatchObject({ phone: '9045550100', user_id: null });
    const items = await server.database.db
      .select({ position: inquiry_items.position, name: inquiry_items.name, message: inquiry_items.message })
      .from(inquiry_items)
      .where(eq(inquiry_items.inquiry_id, stored?.id ?? ''))
      .orderBy(inquiry_items.position);
    expect(items).toEqual([
      { position: 0, name: 'Portable Diesel', message: 'Need 2 units by June' },
      { position: 1, name: 'Commercial Transfer Switches', message: '' },
      { position: 2, name: 'Fuel Tanks', message: '' },
    ]);
  });

  it('treats an unknown bearer token as a guest', async () => {
    const v = visitor();
    const res = await post(
      '/email/inquiry',
      { name: v.last, email: v.email, phone: '4075550142', products: [{ name: 'Fuel Tanks' }] },
      v.ip,
      { authorization: `Bearer ${'x'.repeat(43)}` },
    );
    expect(res.status).toBe(201);
    await receiver.waitFor((m) => m.envelopeTo.includes(v.email));
  });
});
