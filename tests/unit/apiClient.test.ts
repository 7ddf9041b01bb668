import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, imageUploadInit, resolveBaseUrl, unwrap } from '../../src/api/client';
import { authTokenIn, readAuthToken } from '../../src/api/cookies';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Reply {
  status: number;
  body: string;
  contentType?: string;
}

const USER = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  profileimg: null,
  twofa_enabled: false,
};

let server: Server;
let baseUrl: string;
let received: Received[] = [];
let nextReply: Reply = { status: 200, body: '{}' };

function replyWith(status: number, body: unknown, contentType = 'application/json'): void {
  nextReply = { status, body: typeof body === 'string' ? body : JSON.stringify(body), contentType };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(nextReply.status, { 'content-type': nextReply.contentType ?? 'application/json' });
      res.end(nextReply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
});

afterEach(() => {
  received = [];
  vi.unstubAllGlobals();
});

function lastRequest(): Received {
  const request = received.at(-1);
  if (!request) throw new Error('the server received no request');
  return request;
}

describe('createApiClient', () => {
  it('sends the bearer token it is given, under the base URL', async () => {
    replyWith(200, { payload: USER });
    const client = createApiClient({ baseUrl, getToken: () => 'tok-123' });

    await client.GET('/users/user');

    expect(lastRequest().method).toBe('GET');
    expect(lastRequest().url).toBe('/api/users/user');
    expect(lastRequest().headers.authorization).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token', async () => {
    replyWith(200, { status: 'ok' });
    const client = createApiClient({ baseUrl, getToken: () => null });

    await client.GET('/health');

    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('reads the token from the authToken cookie (JSON text, URI-encoded) in a browser', async () => {
    vi.stubGlobal('document', { cookie: `theme=%22dark%22; authToken=${encodeURIComponent('"abc.def"')}` });
    replyWith(200, { payload: [] });
    const client = createApiClient({ baseUrl });

    await client.GET('/contact-numbers');

    expect(lastRequest().headers.authorization).toBe('Bearer abc.def');
  });

  it('makes credentialed requests through the fetch it is given', async () => {
    replyWith(200, { status: 'ok' });
    const seen: Request[] = [];
    const client = createApiClient({
      baseUrl,
      getToken: () => null,
      fetch: (input, init) => {
        if (input instanceof Request) seen.push(input);
        return fetch(input, init);
      },
    });

    await client.GET('/health');

    expect(seen).toHaveLength(1);
    expect(seen[0]?.credentials).toBe('include');
  });

  it('serialises path parameters and JSON bodies as the contract says', async () => {
    const number = { id: 'abc123', city: '', type: 'Home', phone_number: '4075550123' };
    replyWith(200, { payload: number });
    const client = createApiClient({ baseUrl, getToken: () => 't' });

    await client.PUT('/contact-numbers/{id}', {
      params: { path: { id: 'abc123' } },
      body: { city: null, type: 'Home', phone_number: '4075550123' },
    });

    expect(lastRequest().method).toBe('PUT');
    expect(lastRequest().url).toBe('/api/contact-numbers/abc123');
    expect(lastRequest().headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest().body.toString('utf8'))).toEqual({
      city: null,
      type: 'Home',
      phone_number: '4075550123',
    });
  });

  it('uploads an image as multipart/form-data with the part named image', async () => {
    replyWith(200, { payload: { ...USER, profileimg: '/api/images/x' } });
    const client = createApiClient({ baseUrl, getToken: () => 't' });
    const file = new File([new Uint8Array([0x52, 0x49, 0x46, 0x46])], 'me.webp', { type: 'image/webp' });

    const result = unwrap(await client.POST('/images/upload', imageUploadInit(file)));

    const request = lastRequest();
    const contentType = request.headers['content-type'] ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(new Uint8Array(request.body), {
      headers: { 'content-type': contentType },
    }).formData();
    const part = form.get('image');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('me.webp');
    expect(new Uint8Array(await (part as File).arrayBuffer())).toEqual(
      new Uint8Array([0x52, 0x49, 0x46, 0x46]),
    );
    expect(result.payload.profileimg).toBe('/api/images/x');
  });
});

describe('unwrap', () => {
  it('returns the data of a 2xx answer', async () => {
    replyWith(201, { payload: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' } });
    const client = createApiClient({ baseUrl, getToken: () => null });

    const created = unwrap(
      await client.POST('/guests/create', {
        body: { first_name: 'A', last_name: 'B', email: 'a@example.com', phone_number: '(407) 555-0123' },
      }),
    );

    expect(created.payload.id).toBe('7c9e6679-7425-40de-944b-e07fc1f90ae7');
  });

  it("throws ApiError with the server's error text and status on a 4xx", async () => {
    replyWith(409, { error: 'Email is already registered' });
    const client = createApiClient({ baseUrl, getToken: () => null });
    const result = await client.POST('/users/signup', {
      body: {
        first_name: 'A',
        last_name: 'B',
        email: 'a@example.com',
        username: 'ab',
        password: '0123456789',
        verification_proof: 'exampleProof_not-a-real-proof_0123456789abc',
      },
    });

    let thrown: unknown;
    try {
      unwrap(result);
    } catch (err) {
      thrown = err;
    }

    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 409, message: 'Email is already registered' });
    expect((thrown as ApiError).body).toEqual({ error: 'Email is already registered' });
  });

  it('keeps a non-JSON error body as the message and the body', async () => {
    replyWith(502, 'Bad gateway from the proxy', 'text/plain');
    const client = createApiClient({ baseUrl, getToken: () => null });

    expect(() =>
      unwrap({
        data: undefined,
        error: 'Bad gateway from the proxy',
        response: new Response(null, { status: 502 }),
      }),
    ).toThrow('Bad gateway from the proxy');
    const result = await client.GET('/contact-numbers');
    expect(() => unwrap(result)).toThrow(
      expect.objectContaining({ status: 502, body: 'Bad gateway from the proxy' }),
    );
  });

  it("keeps the server's Retry-After in seconds, and ignores a date or junk", () => {
    const refusal = (retryAfter: string | null) =>
      new Response(null, { status: 503, headers: retryAfter === null ? {} : { 'retry-after': retryAfter } });
    const thrownBy = (response: Response) => {
      try {
        unwrap({ error: { error: 'Busy' }, response });
      } catch (error) {
        return error;
      }
      throw new Error('unwrap did not throw');
    };
    expect(thrownBy(refusal('2'))).toMatchObject({ status: 503, retryAfterSeconds: 2 });
    expect(thrownBy(refusal(' 120 '))).toMatchObject({ retryAfterSeconds: 120 });
    for (const ignored of [null, 'Wed, 21 Oct 2026 07:28:00 GMT', '-1', '1.5', ''])
      expect(thrownBy(refusal(ignored))).toMatchObject({ retryAfterSeconds: undefined });
  });

  it('sends an Idempotency-Key given in the headers', async () => {
    replyWith(201, { message: 'Inquiry sent successfully' });
    const client = createApiClient({ baseUrl, getToken: () => null });
    const body = { name: 'Ana', email: 'ana@example.com', phone: '4075550142', products: [] };
    unwrap(await client.POST('/email/inquiry', { body, headers: { 'Idempotency-Key': 'k-1' } }));
    expect(lastRequest().headers['idempotency-key']).toBe('k-1');
  });

  it('falls back to the status text when the error body is empty', () => {
    const response = new Response(null, { status: 503, statusText: 'Service Unavailable' });
    expect(() => unwrap({ error: {}, response })).toThrow('Service Unavailable');
    expect(() => unwrap({ error: undefined, response: new Response(null, { status: 500 }) })).toThrow(
      'Request failed with status 500',
    );
  });
});

describe('session token and base URL helpers', () => {
  it('reads the token as JSON text, as plain text, and finds none when it is missing or empty', () => {
    expect(authTokenIn('a=1; authToken=%22x%20y%22')).toBe('x y');
    expect(authTokenIn('authToken="plain"')).toBe('plain');
    expect(authTokenIn('authToken=notjson')).toBe('notjson');
    expect(authTokenIn('authToken=%22%22')).toBeNull();
    expect(authTokenIn('authToken=null')).toBeNull();
    expect(authTokenIn('xauthToken=%22x%22')).toBeNull();
    expect(authTokenIn('')).toBeNull();
  });

  it('finds no token outside a browser', () => {
    expect(typeof document).toBe('undefined');
    expect(readAuthToken()).toBeNull();
  });

  it('uses the configured base URL, else /api', () => {
    expect(resolveBaseUrl('https://api.example.com')).toBe('https://api.example.com');
    expect(resolveBaseUrl(undefined)).toBe('/api');
    expect(resolveBaseUrl('')).toBe('/api');
  });
});
