import type { components } from '../../src/api/schema';
import { jsonRequest, randomPrivateIp } from './accounts';
import type { TestServer } from './testServer';

// A visit booked the way the thank-you dialog books one (a guest's estimate request, then the first open
// window), through the public API, for browser tests that need a real manage link.

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
  return call<AppointmentBooked>(server, 'POST', '/appointments', {
    service_request_id: request.id,
    booking_proof: request.booking_proof,
    ...first,
    address: '1200 Lake Ivanhoe Dr',
  });
}
