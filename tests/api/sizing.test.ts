import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sizingRules } from '../../src/content/sizing/sizingRules';
import type { SizingAnswers } from '../../src/shared/sizing/sizingAnswers';
import { estimateSize } from '../../src/shared/sizing/sizingEstimate';
import { CENTRAL_AIR_ESTIMATE, CENTRAL_AIR_HOUSE } from '../helpers/sizingFixture';
import { written } from '../helpers/sizingWords';
import { startTestServer, type TestServer } from '../helpers/testServer';

// POST /sizing/estimate (issue 27) over real HTTP: the rule set's numbers, a 400 naming the field for
// every kind of bad answer (never a 500), and the per-IP limit.

let server: TestServer;
let ipCounter = 0;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await server?.close();
});

/** Each test gets a client IP of its own, so the per-IP limit stays within the test. */
const freshIp = () => `10.27.${++ipCounter}.5`;

async function estimate(body: unknown, ip = freshIp(), language?: string) {
  const res = await server.fetch('/api/sizing/estimate', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(language ? { 'accept-language': language } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const house = (changes: Partial<Record<keyof SizingAnswers, unknown>>) => ({
  ...CENTRAL_AIR_HOUSE,
  ...changes,
});

describe('POST /sizing/estimate', () => {
  it('answers the hand-checked estimate of a house with central air and a well pump', async () => {
    const res = await estimate(CENTRAL_AIR_HOUSE);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(CENTRAL_AIR_ESTIMATE);
  });

  it('answers what the rule set computes, for propane without a gas line and for a commercial size', async () => {
    const noGas = house({ fuel: 'none', coverage: 'essentials', dryer: true, freezers: 1 });
    const big = house({
      square_feet: 9000,
      service_amps: 400,
      ac_units: [5, 5, 5, 4].map((tons) => ({ tons, heat_kw: 20, soft_start: false })),
      water_heater: true,
      electric_range: true,
      dryer: true,
      pool_pump: true,
      ev_charger: true,
      medical_watts: 3000,
    });
    for (const answers of [noGas, big]) {
      const res = await estimate(answers);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(written(estimateSize(answers as SizingAnswers, sizingRules)));
    }
    const noGasBody = (await estimate(noGas)).body;
    expect((noGasBody.products as Array<{ id: string }>).map((p) => p.id)).toContain('fuel-tanks');
    expect((await estimate(big)).body).toMatchObject({ size_class: 'commercial', needs_site_visit: true });
  });

  it("names the loads in the request's language (issue 39); the figures are the same", async () => {
    const res = await estimate(CENTRAL_AIR_HOUSE, freshIp(), 'es-US,es;q=0.9,en;q=0.5');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(written(estimateSize(CENTRAL_AIR_HOUSE as SizingAnswers, sizingRules), 'es'));
    expect((res.body.loads as Array<{ name: string }>).map((load) => load.name)).toEqual([
      'Aire central 1 (3\u00a0t)',
      'Aire central 2 (2\u00a0t)',
      'Refrigerador',
      'Bomba de pozo (1 HP)',
      'Luces y tomacorrientes (2,400\u00a0pies²)',
    ]);
    const essentials = await estimate(house({ coverage: 'essentials' }), freshIp(), 'es');
    expect(essentials.body.left_out).toEqual(['Aire central 2 (2\u00a0t)']);
    expect((await estimate(CENTRAL_AIR_HOUSE, freshIp(), 'en-US')).body).toEqual(CENTRAL_AIR_ESTIMATE);
  });

  it.each([
    ['a missing field', house({ coverage: undefined }), 'coverage is required.'],
    ['an unknown fuel', house({ fuel: 'diesel' }), 'fuel must be one of: natural-gas, propane, none.'],
    [
      'an unknown service size',
      house({ service_amps: 125 }),
      'service_amps must be one of: 100, 150, 200, 400.',
    ],
    ['a fractional floor area', house({ square_feet: 2400.5 }), 'square_feet must be of type integer.'],
    ['a floor area out of range', house({ square_feet: 200 }), 'square_feet is out of range.'],
    ['a text number', house({ refrigerators: '1' }), 'refrigerators must be of type integer.'],
    [
      'too many central air units',
      house({ ac_units: Array(5).fill({ tons: 3, heat_kw: 0, soft_start: false }) }),
      'ac_units must have at most 4 entries.',
    ],
    [
      'an unknown tonnage',
      house({ ac_units: [{ tons: 2.7, heat_kw: 0, soft_start: false }] }),
      'ac_units.0.tons must be one of: 1.5, 2, 2.5, 3, 3.5, 4, 5.',
    ],
    [
      'a unit missing a field',
      house({ ac_units: [{ tons: 3, heat_kw: 0 }] }),
      'ac_units.0.soft_start is required.',
    ],
    [
      'an extra field in a unit',
      house({ ac_units: [{ tons: 3, heat_kw: 0, soft_start: false, seer: 16 }] }),
      'ac_units.0 has a field it does not take.',
    ],
    ['a yes/no that is not', house({ dryer: 'yes' }), 'dryer must be of type boolean.'],
    ['a null', house({ medical_watts: null }), 'medical_watts must be of type integer.'],
  ])('refuses %s with a 400 naming the field', async (_kind, body, error) => {
    const res = await estimate(body);
    expect(res).toMatchObject({ status: 400, body: { error } });
  });

  it('refuses a size smuggled in as an extra field, a non-object and a body that is not JSON', async () => {
    expect(await estimate({ ...CENTRAL_AIR_HOUSE, recommended_kw: 10 })).toMatchObject({
      status: 400,
      body: { error: 'The request has a field this call does not take.' },
    });
    for (const body of ['[]', '"house"', '42', 'null']) expect((await estimate(body)).status).toBe(400);
    expect(await estimate('{"square_feet": 2400,')).toMatchObject({
      status: 400,
      body: { error: 'The request body is not valid JSON.' },
    });
  });

  it('never answers a 500, whatever the answers hold', async () => {
    const odd: unknown[] = [
      1e308,
      -1,
      Number.MAX_SAFE_INTEGER,
      '2400',
      [],
      {},
      true,
      'x'.repeat(10_000),
      { tons: 3 },
      [{ tons: 3, heat_kw: 0, soft_start: false }],
    ];
    const ip = freshIp();
    const fields = Object.keys(CENTRAL_AIR_HOUSE) as Array<keyof SizingAnswers>;
    let sent = 0;
    // Within the per-IP limit: a fresh client IP for every 25 calls.
    let address = ip;
    for (const field of fields) {
      for (const value of odd) {
        if (++sent % 25 === 0) address = freshIp();
        const res = await estimate(house({ [field]: value }), address);
        expect([200, 400], `${field} = ${JSON.stringify(value).slice(0, 40)}`).toContain(res.status);
      }
    }
  });

  it('allows 30 calls a minute per client IP, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await estimate(CENTRAL_AIR_HOUSE, ip)).status).toBe(200);
    const limited = await estimate(CENTRAL_AIR_HOUSE, ip);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The minute started with the first call: on a loaded machine the 31st comes a second or more later.
    expect(limited.body).toEqual({
      error: `Too many requests. Please try again in ${retryAfter === 60 ? '1 minute' : `${retryAfter} seconds`}.`,
    });
    // Bad answers count too, and another visitor is not affected.
    expect((await estimate({}, ip)).status).toBe(429);
    expect((await estimate(CENTRAL_AIR_HOUSE)).status).toBe(200);
  });
});
