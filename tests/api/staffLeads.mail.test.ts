import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { staffMessages } from '../../src/shared/staffMessages';
import { COMPANY, toCompany } from '../helpers/leadsSuite';
import { type LeadDetail, type LeadList, setUpStaffSuite } from '../helpers/staffSuite';

const suite = setUpStaffSuite();
const { call, receiver } = suite;
const tag = () => randomBytes(4).toString('hex');

const getLead = async (id: string) => (await call<LeadDetail>('GET', `/leads/${id}`)).body;
const resend = (id: string) => call<LeadDetail | { error: string }>('POST', `/leads/${id}/resend`);

type CompanyEmail = NonNullable<LeadDetail['company_email']>;

/** The lead once its company copy is in `state` after `attempts` (the worker records each attempt's end). */
async function leadWhen(id: string, state: CompanyEmail['state'], attempts = 1): Promise<LeadDetail> {
  // While a copy is being sent it shows as pending with its attempt counted but no result yet.
  const settled = (mail: CompanyEmail) =>
    state === 'pending' ? mail.last_error !== null : mail.state === state;
  for (let tries = 0; tries < 400; tries += 1) {
    const lead = await getLead(id);
    const mail = lead.company_email;
    if (mail && mail.state === state && mail.attempts >= attempts && settled(mail)) return lead;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the company copy of lead ${id} never became ${state}`);
}

const copiesTo = (needle: string) => receiver.messages.filter(toCompany(needle));

describe("resending the company's e-mail", () => {
  it('delivers a second, identical copy once, and records who asked for it', async () => {
    const name = `Resend ${tag()}`;
    const visitorEmail = `resend.${tag()}@example.com`;
    const id = await suite.inquiry({
      name,
      email: visitorEmail,
      phone: '4075550142',
      products: [{ name: 'Portable Diesel', message: 'Two units, please.' }],
    });
    const first = await receiver.waitFor(toCompany(name));
    const sent = await leadWhen(id, 'sent');

    // A double click: the lead is locked by the first, so the second finds its copy waiting.
    const clicks = await Promise.all([resend(id), resend(id)]);
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 409]);
    expect(clicks.find((click) => click.status === 409)?.body).toEqual({
      error: staffMessages.resendWaiting,
    });

    await receiver.waitFor(() => copiesTo(name).length === 2);
    const second = copiesTo(name)[1];
    expect(second?.parsed.subject).toBe(first.parsed.subject);
    expect(second?.parsed.text).toBe(first.parsed.text);
    expect(second?.parsed.replyTo?.map((a) => a.address)).toEqual([visitorEmail]);
    expect(second?.envelopeTo).toEqual([COMPANY]);

    const lead = await leadWhen(id, 'sent');
    expect(lead.company_email).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    expect(Date.parse(lead.company_email?.queued_at ?? '')).toBeGreaterThan(
      Date.parse(sent.company_email?.queued_at ?? ''),
    );
    const staff = await suite.staff();
    expect(lead.history).toMatchObject([
      {
        action: 'resend',
        by: { user_id: staff.user.id, name: 'Sam Staffer', email: suite.staffEmail },
        status_from: null,
        status_to: null,
        note: null,
      },
    ]);
    // The visitor's confirmation is not sent again, and no third copy follows.
    expect(receiver.to(visitorEmail)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(copiesTo(name)).toHaveLength(2);
  });

  it('shows a refused copy as dead with the error, and sends it again on request', async () => {
    const last = `Dead-${tag()}`;
    receiver.refused.set(COMPANY, 550);
    let id: string;
    try {
      id = await suite.guestEstimate({ service_type_id: 5 }, { first_name: 'Dora', last_name: last });
      const dead = await leadWhen(id, 'dead');
      expect(dead.company_email).toMatchObject({ state: 'dead', attempts: 1, sent_at: null });
      expect(dead.company_email?.last_error).toMatch(/550/);
      const [item] = (await call<LeadList>('GET', `/leads?q=${last}`)).body.leads;
      expect(item?.email_delivery).toBe('dead');
    } finally {
      receiver.refused.delete(COMPANY);
    }
    expect(copiesTo(last)).toHaveLength(0);

    expect((await resend(id)).status).toBe(200);
    const copy = await receiver.waitFor(toCompany(last));
    expect(copy.parsed.subject).toBe(`Estimate request: Dora ${last} (Fire Pumps)`);
    const lead = await leadWhen(id, 'sent');
    expect(lead.company_email).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    expect(lead.history.map((event) => event.action)).toEqual(['resend']);
  });

  it('refuses to resend while the copy still waits for a retry', async () => {
    const last = `Later-${tag()}`;
    receiver.refused.set(COMPANY, 451);
    try {
      const id = await suite.guestEstimate({}, { first_name: 'Lee', last_name: last });
      const waiting = await leadWhen(id, 'pending', 1);
      expect(waiting.company_email?.last_error).toMatch(/451/);
      const res = await resend(id);
      expect(res).toMatchObject({ status: 409, body: { error: staffMessages.resendWaiting } });
      expect((await getLead(id)).history).toEqual([]);
    } finally {
      receiver.refused.delete(COMPANY);
    }
  });
});
