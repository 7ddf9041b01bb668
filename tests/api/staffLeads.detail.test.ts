import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jsonRequest, signUpUser } from '../helpers/accounts';
import { toCompany } from '../helpers/leadsSuite';
import { type LeadDetail, type LeadList, setUpStaffSuite } from '../helpers/staffSuite';
import { signInWithCode, turnTwoFactorOn } from '../helpers/twoFactorFlow';

const suite = setUpStaffSuite();
const { call, receiver } = suite;
const tag = () => randomBytes(4).toString('hex');
const MICROSECONDS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const getLead = (id: string) => call<LeadDetail>('GET', `/leads/${id}`);

/** The lead once the worker has recorded its company copy as sent. */
async function leadOnceSent(id: string): Promise<LeadDetail> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { body } = await getLead(id);
    if (body.company_email?.state === 'sent') return body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the company copy of lead ${id} was not sent`);
}

describe('what the visitor sent', () => {
  it("shows a guest's estimate request in the list and in full, with its e-mail's delivery", async () => {
    const last = `Hopper-${tag()}`;
    const email = `grace.${tag()}@example.com`;
    const description = 'Annual service for a 22 kW standby unit.\nGate code 1234.';
    const id = await suite.guestEstimate(
      {
        service_type_id: 2,
        request_description: description,
        heard_about_option_id: 6,
        other_heard_about_details: 'Saw the truck at Publix',
      },
      { first_name: 'Grace', last_name: last, email, phone_number: '(407) 555-0142', city: 'Tampa' },
    );
    await receiver.waitFor(toCompany(last));
    const lead = await leadOnceSent(id);

    const list = await call<LeadList>('GET', `/leads?q=${last}`);
    expect(list.body.leads).toEqual([
      {
        id,
        kind: 'estimate',
        created_at: lead.created_at,
        status: 'new',
        name: `Grace ${last}`,
        email,
        phone: '4075550142',
        city: 'Tampa',
        language: 'en',
        summary: 'Maintenance & Repairs: Annual service for a 22 kW standby unit. Gate code 1234.',
        email_delivery: 'sent',
        first_contact_at: null,
      },
    ]);
    expect(lead.created_at).toMatch(MICROSECONDS_UTC);
    expect(lead).toMatchObject({
      id,
      kind: 'estimate',
      status: 'new',
      name: `Grace ${last}`,
      email,
      phone: '4075550142',
      city: 'Tampa',
      language: 'en',
      submitted_as: 'guest',
      account: null,
      products: [],
      estimate: {
        service_type_id: 2,
        service_type: 'Maintenance & Repairs',
        description,
        heard_about_option_id: 6,
        heard_about: 'Other',
        other_heard_about_details: 'Saw the truck at Publix',
      },
      company_email: { state: 'sent', attempts: 1, last_error: null },
      history: [],
    });
    expect(Date.parse(lead.company_email?.sent_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(lead.company_email?.queued_at ?? ''),
    );
  });

  it('shows an inquiry with every product and its message, in list order', async () => {
    const name = `Ada Byron ${tag()}`;
    const products = [
      { name: 'Portable Diesel', message: 'Need 2 units by June\nDelivery to the back gate' },
      { name: 'Commercial Transfer Switches', message: '' },
      { name: 'Fuel Tanks' },
    ];
    const id = await suite.inquiry({ name, email: 'ada@example.com', phone: '904.555.0100', products });
    const lead = (await getLead(id)).body;
    expect(lead).toMatchObject({
      id,
      kind: 'inquiry',
      name,
      email: 'ada@example.com',
      phone: '9045550100',
      city: null,
      submitted_as: 'guest',
      account: null,
      estimate: null,
      products: [
        { name: 'Portable Diesel', message: 'Need 2 units by June\nDelivery to the back gate' },
        { name: 'Commercial Transfer Switches', message: '' },
        { name: 'Fuel Tanks', message: '' },
      ],
    });
    const [item] = (await call<LeadList>('GET', `/leads?q=${encodeURIComponent(name)}`)).body.leads;
    expect(item?.summary).toBe('3 products: Portable Diesel, Commercial Transfer Switches, Fuel Tanks');
    expect(item?.kind).toBe('inquiry');
  });

  it("names the account of a signed-in customer's estimate request and inquiry", async () => {
    const customer = await signUpUser(suite.server(), receiver, {
      first_name: 'Nikola',
      last_name: `T-${tag()}`,
    });
    const res = await suite
      .server()
      .fetch(
        '/api/user/service-request',
        jsonRequest(
          'POST',
          { user_id: customer.user.id, phone_number: '3215550123', city: 'Orlando', service_type_id: 4 },
          { token: customer.token, ip: customer.ip },
        ),
      );
    expect(res.status).toBe(201);
    const estimateId = ((await res.json()) as { payload: { id: string } }).payload.id;
    const estimate = (await getLead(estimateId)).body;
    expect(estimate).toMatchObject({
      name: `Nikola ${customer.user.last_name}`,
      email: customer.email,
      phone: '3215550123',
      city: 'Orlando',
      submitted_as: 'account',
      account: { user_id: customer.user.id, username: customer.username },
      estimate: { service_type: 'Residential Consultation', description: '', heard_about: null },
    });
    expect((await call<LeadList>('GET', `/leads?q=${customer.user.last_name}`)).body.leads[0]?.summary).toBe(
      'Residential Consultation',
    );

    const name = `Nikola ${tag()}`;
    const sent = await suite.post(
      '/email/inquiry',
      { name, email: customer.email, phone: '3215550123', products: [{ name: 'Fuel Tanks' }] },
      customer.ip,
      { authorization: `Bearer ${customer.token}` },
    );
    expect(sent.status).toBe(201);
    const [inquiry] = (await call<LeadList>('GET', `/leads?kind=inquiry&q=${encodeURIComponent(name)}`)).body
      .leads;
    expect((await getLead(inquiry?.id ?? '')).body).toMatchObject({
      submitted_as: 'account',
      account: { user_id: customer.user.id, username: customer.username },
    });
  });
});

describe('status and notes', () => {
  it('keeps every change with who made it and when, and only real changes', async () => {
    const staff = await suite.staff();
    const id = await suite.guestEstimate({ service_type_id: 1 });
    const before = Date.now();
    const first = await call<LeadDetail>('PATCH', `/leads/${id}`, {
      body: { status: 'contacted', note: '  Called, left a voicemail.  ' },
    });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('contacted');
    const noteOnly = await call<LeadDetail>('PATCH', `/leads/${id}`, {
      body: { note: 'Second call.\n\tBooked a site visit for Monday.' },
    });
    expect(noteOnly.body.history).toHaveLength(2);
    const unchanged = await call<LeadDetail>('PATCH', `/leads/${id}`, { body: { status: 'contacted' } });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.history).toHaveLength(2);

    const owner = await signUpUser(suite.server(), receiver, {
      email: 'owner@example.com',
      first_name: 'Olga',
    });
    const { secret } = await turnTwoFactorOn(suite.server(), owner);
    const { token } = await signInWithCode(suite.server(), owner, secret);
    await call('PATCH', `/leads/${id}`, { token, body: { status: 'quoted' } });

    const stored = (await getLead(id)).body;
    const sam = { user_id: staff.user.id, name: 'Sam Staffer', email: suite.staffEmail };
    expect(stored.status).toBe('quoted');
    expect(stored.history).toMatchObject([
      {
        action: 'update',
        by: sam,
        status_from: 'new',
        status_to: 'contacted',
        note: 'Called, left a voicemail.',
      },
      {
        action: 'update',
        by: sam,
        status_from: null,
        status_to: null,
        note: 'Second call.\n\tBooked a site visit for Monday.',
      },
      {
        action: 'update',
        by: { user_id: owner.user.id, name: 'Olga User', email: 'owner@example.com' },
        status_from: 'contacted',
        status_to: 'quoted',
        note: null,
      },
    ]);
    const times = stored.history.map((event) => Date.parse(event.at));
    expect(times[0]).toBeGreaterThanOrEqual(before - 1000);
    expect(times[2]).toBeLessThanOrEqual(Date.now() + 1000);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(stored.history.map((event) => event.id)).size).toBe(3);

    const listed = (await call<LeadList>('GET', '/leads?status=quoted')).body.leads.map((lead) => lead.id);
    expect(listed).toContain(id);
  });

  it('records changes made at the same moment one after the other', async () => {
    const id = await suite.guestEstimate({ service_type_id: 3 });
    const answers = await Promise.all(
      (['won', 'lost', 'quoted'] as const).map((status) =>
        call('PATCH', `/leads/${id}`, { body: { status } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const { history, status } = (await getLead(id)).body;
    expect(history).toHaveLength(3);
    // Each change starts from the status the one before it set.
    expect(history.map((event) => event.status_from)).toEqual([
      'new',
      history[0]?.status_to,
      history[1]?.status_to,
    ]);
    expect(status).toBe(history[2]?.status_to);
  });
});
