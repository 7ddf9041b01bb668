import { sql } from 'drizzle-orm';
import type { components } from '../../src/api/schema';
import { jsonRequest, randomPrivateIp } from './accounts';
import type { TestServer } from './testServer';

// A visit booked the way the thank-you dialog books one (a guest's estimate request, then the first open
// window, then the 6-digit code e-mailed to the guest: issue 38), through the public API, for browser
// tests that need a real manage link.

type AppointmentBooked = components['schemas']['AppointmentBooked'];
type Availability = components['schemas']['Availability'];

async function call<T>(server: TestServer, method: string, path: string, body?: unknown): Promise<T> {
  const res = await server.fetch(`/api${path}`, jsonRequest(method, body, { ip: randomPrivateIp() }));
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A new guest's estimate request, as the Get Estimate form sends it: its id and booking proof. */
export async function guestEstimateRequest(
  server: TestServer,
  email: string,
  lastName = 'Ortiz',
): Promise<{ id: string; booking_proof: string }> {
  const guest = await call<{ payload: { id: string } }>(server, 'POST', '/guests/create', {
    first_name: 'Lena',
    last_name: lastName,
    email,
    phone_number: '(407) 555-0110',
    city: 'Orlando',
  });
  const request = await call<{ payload: { id: string; booking_proof: string } }>(
    server,
    'POST',
    '/guest/service-request',
    {
      guest_id: guest.payload.id,
      service_type_id: 2,
      request_description: 'Standby generator for a 2,400 sq ft house.',
      heard_about_option_id: 1,
    },
  );
  return request.payload;
}

/**
 * The code of the newest booking-code e-mail queued to `email`, read from the outbox as the worker hands
 * it on: the sites of the layout tests deliver to no inbox.
 */
async function queuedBookingCode(server: TestServer, email: string): Promise<string> {
  const rows = await server.database.db.execute<{ text_body: string }>(
    sql`select text_body from mail_outbox where to_address = ${email} and kind = 'appointment.code'
      order by id desc limit 1`,
  );
  const code = /^Code: (\d{6})$/m.exec(rows.rows[0]?.text_body ?? '')?.[1];
  if (!code) throw new Error(`no booking code queued for ${email}`);
  return code;
}

/** Books the first open window for a new guest's request and answers the booking (with its manage token). */
export async function bookFirstOpenWindow(
  server: TestServer,
  email: string,
  lastName = 'Ortiz',
): Promise<AppointmentBooked> {
  const request = await guestEstimateRequest(server, email, lastName);
  const availability = await call<Availability>(server, 'GET', '/appointments/availability');
  const open = availability.days.flatMap((day) =>
    day.windows.filter((slot) => slot.available).map((slot) => ({ date: day.date, window: slot.window })),
  );
  const first = open[0];
  if (!first) throw new Error('no open window to book');
  const proof = { service_request_id: request.id, booking_proof: request.booking_proof };
  await call(server, 'POST', '/appointments', { ...proof, ...first, address: '1200 Lake Ivanhoe Dr' });
  const code = await queuedBookingCode(server, email);
  return call<AppointmentBooked>(server, 'POST', '/appointments/confirm', { ...proof, code });
}
