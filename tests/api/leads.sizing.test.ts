import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mail_outbox, service_requests } from '../../src/server/db/schema';
import { toCompany } from '../helpers/leadsSuite';
import { expectInBothParts } from '../helpers/mailContent';
import { createSignedInUser } from '../helpers/sessionFixture';
import { CENTRAL_AIR_ESTIMATE, CENTRAL_AIR_HOUSE } from '../helpers/sizingFixture';
import { type LeadDetail, setUpStaffSuite } from '../helpers/staffSuite';

// Estimate requests that carry the sizing guide's answers (issue 27): the server checks them, computes the
// size itself and stores both, the company's e-mail shows the sizing and the staff inbox returns it.

const suite = setUpStaffSuite();
const { call, receiver, post, visitor } = suite;
const db = () => suite.server().database.db;

const HEADLINE = '22 kW recommended: running 11,700 W, peak 19,700 W while the largest motor starts';
const SITUATION = 'Whole home without load management, natural gas, 200 A service, 2,400 sq ft';
const STORED = { answers: CENTRAL_AIR_HOUSE, estimate: CENTRAL_AIR_ESTIMATE };

async function newGuest() {
  const v = visitor();
  const created = await post(
    '/guests/create',
    { first_name: v.first, last_name: v.last, email: v.email, phone_number: '4075550142', city: 'Tampa' },
    v.ip,
  );
  expect(created.status).toBe(201);
  return { ...v, guestId: (created.body.payload as { id: string }).id };
}

const storedSizing = async (id: string) =>
  (
    await db()
      .select({ sizing: service_requests.sizing })
      .from(service_requests)
      .where(eq(service_requests.id, id))
  )[0]?.sizing;

const getLead = async (id: string) => (await call<LeadDetail>('GET', `/leads/${id}`)).body;

describe('a guest estimate request with sizing answers', () => {
  it('is stored with the size the server computed, e-mailed with it and shown to staff', async () => {
    const guest = await newGuest();
    const sent = await post(
      '/guest/service-request',
      {
        guest_id: guest.guestId,
        service_type_id: 1,
        request_description: 'From the sizing guide',
        sizing: CENTRAL_AIR_HOUSE,
      },
      guest.ip,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = (sent.body.payload as { id: string }).id;
    expect(await storedSizing(id)).toEqual(STORED);

    const company = await receiver.waitFor(toCompany(guest.last));
    expectInBothParts(company, [
      HEADLINE,
      SITUATION,
      'Standby SP 26 Propane Generator, Residential Transfer Switches',
      ...CENTRAL_AIR_ESTIMATE.loads.map((load) => load.name),
    ]);
    expect(company.parsed.text).toContain(`Generator sizing: ${HEADLINE}\nHouse: ${SITUATION}\n`);
    // A table in the HTML part, a line per load in the text part.
    expect(company.parsed.html).toContain('<caption');
    expect(company.parsed.html).toContain('<th scope="col"');
    expect(company.parsed.html).toContain(
      '<td style="padding:4px 12px 4px 0;text-align:left;vertical-align:top;color:#1a1b1e">Central air 1 (3 t)</td>',
    );
    expect(company.parsed.text).toContain(
      'Loads (running / starting):\n- Central air 1 (3 t): 4,000 W / 12,000 W\n- Central air 2 (2 t): 2,600 W / 7,800 W',
    );
    // The guest's confirmation says the size in one line, without the company's table.
    const confirmation = await receiver.waitFor((m) => m.envelopeTo.includes(guest.email));
    expectInBothParts(confirmation, [HEADLINE]);
    expect(confirmation.parsed.text).toContain(`Generator sizing: ${HEADLINE}`);
    expect(confirmation.parsed.text).not.toContain('Loads (running / starting)');

    const lead = await getLead(id);
    expect(lead.sizing).toEqual(STORED);
    expect(lead.sizing?.estimate.loads.map((load) => load.name)).toEqual([
      'Central air 1 (3 t)',
      'Central air 2 (2 t)',
      'Refrigerator',
      'Well pump (1 HP)',
      'Lights and outlets (2,400 sq ft)',
    ]);
  });

  it('refuses a size sent with the answers, and bad answers, with a 400 naming the field; nothing is stored', async () => {
    const guest = await newGuest();
    const send = (sizing: unknown) =>
      post('/guest/service-request', { guest_id: guest.guestId, sizing }, guest.ip);
    const cases: Array<[unknown, string]> = [
      [{ ...CENTRAL_AIR_HOUSE, recommended_kw: 10 }, 'sizing has a field it does not take.'],
      [{ ...CENTRAL_AIR_HOUSE, fuel: 'coal' }, 'sizing.fuel must be one of: natural-gas, propane, none.'],
      [{ ...CENTRAL_AIR_HOUSE, coverage: undefined }, 'sizing.coverage is required.'],
      [{ ...CENTRAL_AIR_HOUSE, square_feet: 2400.5 }, 'sizing.square_feet must be of type integer.'],
      [
        { ...CENTRAL_AIR_HOUSE, ac_units: Array(5).fill({ tons: 3, heat_kw: 0, soft_start: false }) },
        'sizing.ac_units must have at most 4 entries.',
      ],
      [
        { ...CENTRAL_AIR_HOUSE, ac_units: [{ tons: 3, heat_kw: 7, soft_start: false }] },
        'sizing.ac_units.0.heat_kw must be one of: 0, 5, 8, 10, 15, 20.',
      ],
      ['22 kW', 'sizing must be of type object.'],
      [[CENTRAL_AIR_HOUSE], 'sizing must be of type object.'],
    ];
    for (const [sizing, error] of cases) {
      expect(await send(sizing), JSON.stringify(sizing).slice(0, 60)).toEqual({
        status: 400,
        body: { error },
      });
    }
    const stored = await db()
      .select({ id: service_requests.id })
      .from(service_requests)
      .where(eq(service_requests.guest_id, guest.guestId));
    expect(stored).toEqual([]);
    const mails = await db().select().from(mail_outbox).where(eq(mail_outbox.to_address, guest.email));
    expect(mails).toEqual([]);
  });

  it('answers a repeat with the same Idempotency-Key once, and refuses the key with other answers', async () => {
    const guest = await newGuest();
    const key = `sizing-${randomBytes(8).toString('hex')}`;
    const body = { guest_id: guest.guestId, sizing: CENTRAL_AIR_HOUSE };
    const first = await post('/guest/service-request', body, guest.ip, { 'idempotency-key': key });
    const again = await post('/guest/service-request', body, guest.ip, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    const other = { ...body, sizing: { ...CENTRAL_AIR_HOUSE, well_pump_hp: 2 } };
    expect((await post('/guest/service-request', other, guest.ip, { 'idempotency-key': key })).status).toBe(
      422,
    );
    const stored = await db()
      .select({ id: service_requests.id })
      .from(service_requests)
      .where(eq(service_requests.guest_id, guest.guestId));
    expect(stored).toHaveLength(1);
  });
});

describe("the company's e-mail sent again", () => {
  it('carries the stored sizing, as the first copy did', async () => {
    const guest = await newGuest();
    const sent = await post(
      '/guest/service-request',
      { guest_id: guest.guestId, sizing: CENTRAL_AIR_HOUSE },
      guest.ip,
    );
    const id = (sent.body.payload as { id: string }).id;
    const first = await receiver.waitFor(toCompany(guest.last));
    for (let tries = 0; (await getLead(id)).company_email?.state !== 'sent'; tries += 1) {
      if (tries > 200) throw new Error(`the company copy of lead ${id} was not sent`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect((await call<LeadDetail>('POST', `/leads/${id}/resend`)).status).toBe(200);
    await receiver.waitFor(() => receiver.messages.filter(toCompany(guest.last)).length === 2);
    const second = receiver.messages.filter(toCompany(guest.last))[1];
    expect(second?.parsed.text).toBe(first.parsed.text);
    expect(second?.parsed.text).toContain(HEADLINE);
  });
});

describe('a signed-in estimate request with sizing answers', () => {
  it('is stored, e-mailed and shown to staff the same way', async () => {
    const v = visitor();
    const user = await createSignedInUser(db(), { last_name: v.last, email: v.email });
    const sizing = { ...CENTRAL_AIR_HOUSE, fuel: 'none', coverage: 'essentials', load_management: false };
    const sent = await post(
      '/user/service-request',
      { user_id: user.userId, phone_number: '(407) 555-0123', city: 'Orlando', sizing },
      v.ip,
      user.auth,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = (sent.body.payload as { id: string }).id;
    const lead = await getLead(id);
    expect(lead.submitted_as).toBe('account');
    expect(lead.sizing?.answers).toEqual(sizing);
    expect(lead.sizing?.estimate.left_out).toEqual(['Central air 2 (2 t)']);
    const company = await receiver.waitFor(toCompany(v.last));
    expectInBothParts(company, [
      `${lead.sizing?.estimate.recommended_kw} kW recommended`,
      'Essentials only, no gas line, 200 A service, 2,400 sq ft',
      'Central air 2 (2 t)',
      'Fuel Tanks',
      ...(lead.sizing?.estimate.loads ?? []).map((load) => load.name),
    ]);
    expect(company.parsed.text).toContain('Left off the generator: Central air 2 (2 t)');
    expect(await storedSizing(id)).toEqual(lead.sizing);
  });
});

describe('an estimate request without sizing answers', () => {
  it('is stored and e-mailed as before, with no sizing', async () => {
    for (const extra of [{}, { sizing: null }]) {
      const guest = await newGuest();
      const sent = await post(
        '/guest/service-request',
        { guest_id: guest.guestId, request_description: 'No guide', ...extra },
        guest.ip,
      );
      expect(sent.status).toBe(201);
      const id = (sent.body.payload as { id: string }).id;
      expect(await storedSizing(id)).toBeNull();
      const lead = await getLead(id);
      expect(lead.sizing).toBeNull();
      // Without a service type chosen it is still an estimate request with its details.
      expect(lead.estimate).toMatchObject({ service_type_id: null, description: 'No guide' });
      const company = await receiver.waitFor(toCompany(guest.last));
      expect(company.parsed.text).not.toContain('Generator sizing');
      expect(company.parsed.html).not.toContain('<caption');
    }
  });
});
