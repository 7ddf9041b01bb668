import { describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import { markAddressProven } from '../../src/server/mail/provenAddresses';
import { accountKeys } from '../../src/server/security/keys';
import { setUpLeadsServer, toCompany } from '../helpers/leadsSuite';
import { expectInBothParts, visibleText } from '../helpers/mailContent';
import { createSignedInUser } from '../helpers/sessionFixture';
import type { ReceivedMail } from '../helpers/smtpReceiver';
import type { TestServer } from '../helpers/testServer';

// Issue 38: the visitor's copy of a lead goes to whatever address was typed. Until that address has proven
// itself (a verified account's, or one that confirmed a code), the copy carries nothing the visitor typed,
// so the company's name cannot carry a stranger's words to a stranger; the company's copy keeps everything.

let server: TestServer;
const { receiver, visitor, post } = setUpLeadsServer((started) => {
  server = started;
});

const HOSTILE = 'Your account is locked - visit evil.example';
const CATALOGUE_ENTRY = 'Standby SD 30 Diesel Generator';

function bothParts(mail: ReceivedMail): string {
  return `${mail.parsed.subject ?? ''}\n${mail.parsed.text ?? ''}\n${visibleText(mail.parsed.html)}`;
}

/** None of what the visitor typed shows anywhere in the message. */
function expectNoneOf(mail: ReceivedMail, typed: string[]): void {
  const all = bothParts(mail);
  for (const value of typed) expect(all, `the copy shows "${value}"`).not.toContain(value);
  expect(all).not.toContain('evil.example');
}

async function sendInquiry(email: string, name: string, ip: string) {
  const res = await post(
    '/email/inquiry',
    {
      name,
      email,
      phone: '8135550177',
      products: [
        { name: CATALOGUE_ENTRY, message: `${HOSTILE} (message)` },
        { name: `${HOSTILE} (product)`, message: 'Call 555-0000 now' },
      ],
    },
    ip,
  );
  expect(res.status).toBe(201);
}

async function sendEstimateRequest(email: string, last: string, ip: string) {
  const guest = await post(
    '/guests/create',
    { first_name: HOSTILE, last_name: last, email, phone_number: '8135550177', city: 'Tampa' },
    ip,
  );
  expect(guest.status).toBe(201);
  const request = await post(
    '/guest/service-request',
    {
      guest_id: (guest.body.payload as { id: string }).id,
      service_type_id: 2,
      request_description: `${HOSTILE} (description)`,
      heard_about_option_id: 6,
      other_heard_about_details: `${HOSTILE} (details)`,
    },
    ip,
  );
  expect(request.status).toBe(201);
}

const toVisitor = (email: string) => (m: ReceivedMail) => m.envelopeTo.includes(email);

describe("the visitor's copy of an inquiry", () => {
  it('carries nothing the visitor typed to an address that has not proven itself', async () => {
    const v = visitor();
    const name = `${HOSTILE} ${v.last}`;
    await sendInquiry(v.email, name, v.ip);

    const company = await receiver.waitFor(toCompany(v.last));
    expectInBothParts(company, [name, `${HOSTILE} (message)`, `${HOSTILE} (product)`, CATALOGUE_ENTRY]);

    const copy = await receiver.waitFor(toVisitor(v.email));
    expect(copy.parsed.subject).toBe('Your inquiry to Sunshine State Generators');
    expectNoneOf(copy, [v.last, 'Call 555-0000 now', '(813) 555-0177']);
    // What was asked for, when it is the catalogue's own name, and how to reach the company.
    expectInBothParts(copy, [CATALOGUE_ENTRY, '1 other item', site.phone.display]);
  });

  it('is the full copy for an address that confirmed a code', async () => {
    const v = visitor();
    await markAddressProven(
      server.database.db,
      accountKeys(server.config),
      v.email.toUpperCase(),
      new Date(),
    );
    await sendInquiry(v.email, `Jane ${v.last}`, v.ip);
    const copy = await receiver.waitFor(toVisitor(v.email));
    expectInBothParts(copy, [`Hi Jane ${v.last},`, `${HOSTILE} (message)`, `${HOSTILE} (product)`]);
  });

  it("is the full copy for a verified account's address", async () => {
    const v = visitor();
    await createSignedInUser(server.database.db, { email: v.email, last_name: v.last });
    await sendInquiry(v.email, `Jane ${v.last}`, v.ip);
    const copy = await receiver.waitFor(toVisitor(v.email));
    expectInBothParts(copy, [`Hi Jane ${v.last},`, `${HOSTILE} (message)`]);
  });
});

describe('a signed-in customer', () => {
  it('gets the full copy at their verified address, and the plain one at an address they typed', async () => {
    const v = visitor();
    const user = await createSignedInUser(server.database.db, { email: v.email, last_name: v.last });
    const stranger = visitor();
    const inquiry = await post(
      '/email/inquiry',
      {
        name: `Jane ${v.last}`,
        email: stranger.email,
        phone: '8135550177',
        products: [{ name: CATALOGUE_ENTRY, message: `${HOSTILE} (message)` }],
      },
      v.ip,
      user.auth,
    );
    expect(inquiry.status).toBe(201);
    expectNoneOf(await receiver.waitFor(toVisitor(stranger.email)), [v.last]);

    const request = await post(
      '/user/service-request',
      {
        user_id: user.userId,
        phone_number: '8135550177',
        city: 'Orlando',
        service_type_id: 1,
        request_description: 'New 24 kW standby generator',
      },
      v.ip,
      user.auth,
    );
    expect(request.status).toBe(201);
    const own = await receiver.waitFor(toVisitor(v.email));
    expectInBothParts(own, ['Hi Test,', 'New 24 kW standby generator', 'Orlando, FL']);
  });
});

describe("the visitor's copy of an estimate request", () => {
  it('carries nothing the visitor typed to an address that has not proven itself', async () => {
    const v = visitor();
    await sendEstimateRequest(v.email, v.last, v.ip);

    const company = await receiver.waitFor(toCompany(v.last));
    expectInBothParts(company, [
      `${HOSTILE} ${v.last}`,
      `${HOSTILE} (description)`,
      `${HOSTILE} (details)`,
      'Tampa, FL',
      'Maintenance & Repairs',
    ]);

    const copy = await receiver.waitFor(toVisitor(v.email));
    expect(copy.parsed.subject).toBe('Your free-estimate request to Sunshine State Generators');
    expectNoneOf(copy, [v.last, 'Tampa', '(813) 555-0177']);
    expectInBothParts(copy, ['Maintenance & Repairs', site.phone.display]);
  });

  it('is the full copy for an address that confirmed a code', async () => {
    const v = visitor();
    await markAddressProven(server.database.db, accountKeys(server.config), v.email, new Date());
    await sendEstimateRequest(v.email, v.last, v.ip);
    const copy = await receiver.waitFor(toVisitor(v.email));
    expectInBothParts(copy, [`Hi ${HOSTILE},`, `${HOSTILE} (description)`, 'Tampa, FL']);
  });
});
