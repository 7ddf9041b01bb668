import { type FixedRateResult, fixedRate } from './openLoop';

/** Visitor i's own address, for X-Forwarded-For: a distinct one for each i below 8 million. */
export function visitorAddress(i: number): string {
  return `10.${100 + ((i >> 16) & 127)}.${(i >> 8) & 255}.${i & 255}`;
}

/** The body of visitor i's inquiry as the site sends it. */
export function inquiryBody(i: number, name = `Bench Visitor ${i}`): string {
  return JSON.stringify({
    name,
    email: `visitor${i}@example.com`,
    phone: '904-555-0100',
    products: [
      { name: 'Voltaris 22 kW standby generator', message: 'For a 2,400 sq ft house in Jacksonville.' },
      { name: 'Tidewell 500 gal fuel tank', message: '' },
    ],
  });
}

/**
 * A visitor's inquiry as the site sends it. Each request comes from its own address in X-Forwarded-For
 * (the server runs with TRUST_PROXY=true, as behind a real proxy): the per-IP limit (5 a minute) stays on
 * and is simply not what this measures.
 */
export function inquiry(i: number) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(i) },
    body: inquiryBody(i),
  };
}

export function inquiryLoad(baseUrl: string, rate = 200, seconds = 20): Promise<FixedRateResult> {
  return fixedRate(`${baseUrl}/api/email/inquiry`, inquiry, { rate, seconds });
}
