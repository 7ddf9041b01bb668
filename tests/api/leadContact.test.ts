import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { staffMessages } from '../../src/shared/staffMessages';
import { jsonRequest, randomPrivateIp, signUpUser } from '../helpers/accounts';
import { toCompany } from '../helpers/leadsSuite';
import { type LeadDetail, type LeadList, OTHER_STAFF_EMAILS, setUpStaffSuite } from '../helpers/staffSuite';
import { signInWithCode, turnTwoFactorOn } from '../helpers/twoFactorFlow';

// Issue 40, item 3: one tap records a contact with a lead's customer, and the lead keeps its first contact
// (the fact speed to lead is measured from), set once whoever acts first and however.

const suite = setUpStaffSuite();
const { call, receiver } = suite;
const tag = () => randomBytes(4).toString('hex');

const logContact = (id: string, channel: unknown, token?: string | null) =>
  call<LeadDetail>('POST', `/leads/${id}/contacts`, {
    body: { channel },
    ...(token === undefined ? {} : { token }),
  });
const getLead = async (id: string) => (await call<LeadDetail>('GET', `/leads/${id}`)).body;

async function someLead(last = `Contact-${tag()}`): Promise<string> {
  return suite.guestEstimate(
    { service_type_id: 1, request_description: 'Whole-home standby unit before the season.' },
    { last_name: last },
  );
}

/** A second staff member (the manager), with 2FA on and signed in with a code, as the inbox requires. */
let manager: Promise<string> | undefined;
function managerToken(): Promise<string> {
  manager ??= (async () => {
    const account = await signUpUser(suite.server(), receiver, {
      email: OTHER_STAFF_EMAILS[1].toLowerCase(),
      first_name: 'Mia',
      last_name: 'Manager',
    });
    const { secret } = await turnTwoFactorOn(suite.server(), account);
    return (await signInWithCode(suite.server(), account, secret)).token;
  })();
  return manager;
}

describe('logging a contact', () => {
  it('records each channel in the history, and the first one as the first contact', async () => {
    const id = await someLead();
    const before = await getLead(id);
    expect(before.first_contact).toBeNull();
    expect(before.status).toBe('new');

    const called = await logContact(id, 'called');
    expect(called.status).toBe(200);
    expect(called.headers.get('cache-control')).toBe('no-store');
    const [entry] = called.body.history;
    expect(entry).toMatchObject({
      action: 'contact',
      channel: 'called',
      by: { name: 'Sam Staffer', email: suite.staffEmail },
      status_from: null,
      status_to: null,
      note: null,
    });
    expect(called.body.first_contact).toEqual({ at: entry?.at, channel: 'called' });
    // A call may reach a voicemail: the status is for staff to set.
    expect(called.body.status).toBe('new');
    expect(Date.parse(called.body.first_contact?.at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(before.created_at),
    );

    await logContact(id, 'texted');
    const emailed = await logContact(id, 'emailed');
    expect(emailed.body.history.map((event) => [event.action, event.channel])).toEqual([
      ['contact', 'called'],
      ['contact', 'texted'],
      ['contact', 'emailed'],
    ]);
    expect(emailed.body.first_contact).toEqual(called.body.first_contact);
    expect(await getLead(id)).toEqual(emailed.body);
    // The inbox list's row carries it too, for its "Answered in" hint.
    const listed = await call<LeadList>('GET', `/leads?q=${encodeURIComponent(before.name)}`);
    expect(listed.body.leads.map((lead) => lead.first_contact_at)).toEqual([called.body.first_contact?.at]);
  });

  it('makes one first contact of two staff members tapping at once, each tap in the history', async () => {
    const id = await someLead();
    const other = await managerToken();
    const answers = await Promise.all([logContact(id, 'called'), logContact(id, 'texted', other)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const lead = await getLead(id);
    expect(lead.history).toHaveLength(2);
    expect(new Set(lead.history.map((event) => event.by.name))).toEqual(
      new Set(['Sam Staffer', 'Mia Manager']),
    );
    // The first entry in the history (the order the row lock let them in) is the first contact.
    const first = lead.history[0];
    expect(lead.first_contact).toEqual({ at: first?.at, channel: first?.channel });
  });

  it('takes the first status change or note as the first contact, and never moves or clears it', async () => {
    const byStatus = await someLead();
    const changed = await call<LeadDetail>('PATCH', `/leads/${byStatus}`, {
      body: { status: 'contacted', note: 'Left a message.' },
    });
    expect(changed.body.first_contact).toEqual({ at: changed.body.history[0]?.at, channel: 'status' });
    await logContact(byStatus, 'called');
    const backToNew = await call<LeadDetail>('PATCH', `/leads/${byStatus}`, { body: { status: 'new' } });
    expect(backToNew.body.status).toBe('new');
    expect(backToNew.body.first_contact).toEqual(changed.body.first_contact);

    const byNote = await someLead();
    const noted = await call<LeadDetail>('PATCH', `/leads/${byNote}`, { body: { note: 'Voicemail full.' } });
    expect(noted.body.first_contact).toEqual({ at: noted.body.history[0]?.at, channel: 'note' });
    const later = await call<LeadDetail>('PATCH', `/leads/${byNote}`, { body: { status: 'quoted' } });
    expect(later.body.first_contact).toEqual(noted.body.first_contact);

    // A status the lead already has changes nothing, so it is no contact either.
    const untouched = await someLead();
    const same = await call<LeadDetail>('PATCH', `/leads/${untouched}`, { body: { status: 'new' } });
    expect(same.body).toMatchObject({ first_contact: null, history: [] });
  });

  it('does not count a resend of the company e-mail, which goes to the company and not the customer', async () => {
    const last = `Resend-${tag()}`;
    const id = await someLead(last);
    await receiver.waitFor(toCompany(last));
    let resent = await call<LeadDetail>('POST', `/leads/${id}/resend`);
    // The copy may still be recorded as being sent for a moment after it arrived.
    for (let tries = 0; resent.status === 409 && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      resent = await call<LeadDetail>('POST', `/leads/${id}/resend`);
    }
    expect(resent.status).toBe(200);
    expect(resent.body.history.map((event) => event.action)).toEqual(['resend']);
    expect(resent.body.first_contact).toBeNull();
  });

  it('answers the lead with when it should be answered by (null until the company sets one)', async () => {
    const lead = await getLead(await someLead());
    expect(lead).toHaveProperty('respond_by');
    if (lead.respond_by !== null)
      expect(Date.parse(lead.respond_by)).toBeGreaterThanOrEqual(Date.parse(lead.created_at));
  });
});

describe('refusals', () => {
  it('is a 400 with a clear message for a channel that is not one of the three, never a 500', async () => {
    const id = await someLead();
    const cases: Array<[body: unknown, message: RegExp]> = [
      [{ channel: 'faxed' }, /^channel must be one of: called, texted, emailed\.$/],
      // The inbox records these on its own; nobody logs them by hand.
      [{ channel: 'status' }, /^channel must be one of: called, texted, emailed\.$/],
      [{ channel: 'reply' }, /^channel must be one of: called, texted, emailed\.$/],
      [{ channel: 3 }, /^channel must be of type string\.$/],
      [{}, /^channel is required\.$/],
      [{ channel: 'called', note: 'hi' }, /field this call does not take/],
    ];
    for (const [body, message] of cases) {
      const res = await call<{ error: string }>('POST', `/leads/${id}/contacts`, { body });
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.body.error, JSON.stringify(body)).toMatch(message);
    }
    const bad = await call<{ error: string }>('POST', '/leads/not-a-uuid/contacts', {
      body: { channel: 'called' },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: 'id must be a valid uuid.' } });
    expect((await getLead(id)).history).toEqual([]);
  });

  it('is a 404 for an unknown lead', async () => {
    const res = await logContact(randomUUID(), 'called');
    expect(res).toMatchObject({ status: 404, body: { error: staffMessages.leadNotFound } });
  });

  it('refuses anyone but staff with 2FA, as the other staff calls do, and changes nothing', async () => {
    const id = await someLead();
    const anonymous = await logContact(id, 'called', null);
    expect(anonymous).toMatchObject({ status: 401, body: { error: 'Please sign in to continue.' } });
    const customer = await signUpUser(suite.server(), receiver);
    await turnTwoFactorOn(suite.server(), customer);
    for (const leadId of [id, randomUUID()]) {
      const res = await logContact(leadId, 'called', customer.token);
      expect(res).toMatchObject({ status: 403, body: { error: staffMessages.staffOnly } });
    }
    // Listed staff without a second factor are asked to turn it on.
    const owner = await signUpUser(suite.server(), receiver, { email: OTHER_STAFF_EMAILS[0].toLowerCase() });
    const weak = await logContact(id, 'called', owner.token);
    expect(weak).toMatchObject({ status: 403, body: { error: staffMessages.twoFactorRequired } });
    expect(await getLead(id)).toMatchObject({ first_contact: null, history: [] });
  });

  it('limits taps per client address', async () => {
    const { token } = await suite.staff();
    const ip = randomPrivateIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const res = await suite
        .server()
        .fetch(
          `/api/staff/leads/${randomUUID()}/contacts`,
          jsonRequest('POST', { channel: 'called' }, { token, ip }),
        );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(60).fill(404), 429]);
  });
});
