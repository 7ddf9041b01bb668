import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/server/i18n/translate';
import enErrors from '../../src/shared/i18n/en/errors.json';
import esErrors from '../../src/shared/i18n/es/errors.json';
import { randomPrivateIp, strongPassword, uniqueEmail } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/testServer';

// The API answers its error texts in the request's language (issue 39): the web client sends its page's
// language as Accept-Language, any other client's header is negotiated, English without one. Each refusal
// below is asked four ways; the contract check of the API project (contractConformanceSetup.ts) checks every
// answer, the Spanish ones too.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await server?.close();
});

/** The four ways a client asks: no header, a browser preferring Spanish, a French one, the Spanish site. */
const ASKED = [
  { asked: 'no Accept-Language', header: undefined, language: 'en' },
  { asked: 'es-MX,es;q=0.9', header: 'es-MX,es;q=0.9', language: 'es' },
  { asked: 'fr', header: 'fr', language: 'en' },
  { asked: "the web client's es", header: 'es', language: 'es' },
] as const;

type Language = (typeof ASKED)[number]['language'];

interface Answer {
  status: number;
  language: string | null;
  vary: string | null;
  error: unknown;
}

async function call(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  acceptLanguage?: string,
  ip = randomPrivateIp(),
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip, ...init.headers };
  if (acceptLanguage !== undefined) headers['accept-language'] = acceptLanguage;
  const res = await server.fetch(path, { method: init.method ?? 'GET', headers, body: init.body });
  const text = await res.text();
  return {
    status: res.status,
    language: res.headers.get('content-language'),
    vary: res.headers.get('vary'),
    error: (JSON.parse(text) as { error?: unknown }).error,
  };
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Each refusal with its status and its text in both languages, written out: a test of the catalogs too. */
const REFUSALS: Array<{
  what: string;
  send: (acceptLanguage: string | undefined) => Promise<Answer>;
  status: number;
  texts: Record<Language, string | RegExp>;
}> = [
  {
    what: 'a schema validation error (a missing field)',
    send: (al) => call('/api/users/signin', json({ email: 'jane@example.com' }), al),
    status: 400,
    texts: { en: 'password is required.', es: 'password es obligatorio.' },
  },
  {
    what: 'a schema validation error with a limit',
    send: (al) =>
      call('/api/users/signin', json({ email: 'jane@example.com', password: 'x'.repeat(200) }), al),
    status: 400,
    texts: {
      en: 'password must be at most 128 characters long.',
      es: 'password debe tener como máximo 128 caracteres.',
    },
  },
  {
    what: 'the 404 of an unknown API path',
    send: (al) => call('/api/no-such-call', {}, al),
    status: 404,
    texts: { en: 'Not found', es: 'No encontrado' },
  },
  {
    what: 'the 405 of a known path asked with another method',
    send: (al) => call('/api/users/signin', { method: 'DELETE' }, al),
    status: 405,
    texts: { en: 'This address does not accept that method.', es: 'Esta dirección no acepta ese método.' },
  },
  {
    what: 'a 413 (a body over 1 MiB)',
    send: (al) =>
      call(
        '/api/users/signin',
        { ...json({}), body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) }) },
        al,
      ),
    status: 413,
    texts: {
      en: 'The request body is too large.',
      es: 'El cuerpo de la solicitud es demasiado grande.',
    },
  },
  {
    what: 'a 415 (a media type the call does not take)',
    send: (al) =>
      call(
        '/api/users/signin',
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' },
        al,
      ),
    status: 415,
    texts: {
      en: 'Unsupported content type: send application/json.',
      es: 'Tipo de contenido no admitido: envíe application/json.',
    },
  },
  {
    what: 'a control character, naming the field (a templated text)',
    send: (al) => call('/api/users/signin', json({ email: 'jane\u0007@example.com', password: 'x' }), al),
    status: 400,
    texts: {
      en: 'email contains a control character or an invalid character.',
      es: 'email contiene un carácter de control o un carácter no válido.',
    },
  },
  {
    what: 'a 401 of a signed-in call without a session',
    send: (al) => call('/api/users/user', {}, al),
    status: 401,
    texts: { en: 'Please sign in to continue.', es: 'Inicie sesión para continuar.' },
  },
  {
    what: 'a malformed Idempotency-Key',
    send: (al) =>
      call(
        '/api/email/inquiry',
        {
          ...json({
            name: 'Ana García',
            email: 'ana@example.com',
            phone: '4075550142',
            products: [{ name: 'Portable Gasoline', message: '' }],
          }),
          headers: { 'content-type': 'application/json', 'idempotency-key': 'with space' },
        },
        al,
      ),
    status: 400,
    texts: {
      en: 'Idempotency-Key must be 1 to 255 visible ASCII characters, without spaces.',
      es: 'Idempotency-Key debe tener de 1 a 255 caracteres ASCII visibles, sin espacios.',
    },
  },
];

describe('error texts in the request language', () => {
  for (const refusal of REFUSALS) {
    describe(refusal.what, () => {
      for (const { asked, header, language } of ASKED) {
        it(`answers ${language === 'en' ? 'English' : 'Spanish'} to ${asked}`, async () => {
          const answer = await refusal.send(header);
          expect(answer.status).toBe(refusal.status);
          expect(answer.language).toBe(language);
          expect(answer.vary).toMatch(/accept-language/i);
          const text = refusal.texts[language];
          if (typeof text === 'string') expect(answer.error).toBe(text);
          else expect(answer.error).toMatch(text);
        });
      }
    });
  }

  it('answers a 429 of the per-IP limits in the language asked, saying how long to wait', async () => {
    // POST /email/inquiry takes 5 a minute from one address; an empty body counts too (refused with 400).
    const limited = async (acceptLanguage: string | undefined) => {
      const ip = randomPrivateIp();
      for (let i = 0; i < 5; i++) {
        expect((await call('/api/email/inquiry', json({}), acceptLanguage, ip)).status).toBe(400);
      }
      return call('/api/email/inquiry', json({}), acceptLanguage, ip);
    };
    for (const { header, language } of ASKED) {
      const answer = await limited(header);
      expect(answer.status).toBe(429);
      expect(answer.language).toBe(language);
      expect(answer.error).toMatch(
        language === 'en'
          ? /^Too many requests\. Please try again in (1 minute|\d+ seconds?)\.$/
          : /^Demasiadas solicitudes\. Vuelva a intentarlo en (1 minuto|\d+ segundos?)\.$/,
      );
    }
  });

  it("answers a service's refusal with a value in it (the resend's wait) in the language asked", async () => {
    for (const { header, language } of ASKED) {
      const ip = randomPrivateIp();
      const email = uniqueEmail('language');
      const signUp = {
        first_name: 'Ana',
        last_name: 'García',
        email,
        username: `ana${Math.random().toString(36).slice(2, 10)}`,
        password: strongPassword(),
      };
      const first = await call('/api/email/send-verification', json(signUp), header, ip);
      expect(first.status).toBe(200);
      const res = await server.fetch('/api/email/send-verification', {
        ...json({ email }),
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': ip,
          ...(header === undefined ? {} : { 'accept-language': header }),
        },
      });
      expect(res.status).toBe(429);
      expect(res.headers.get('content-language')).toBe(language);
      const wait = Number(res.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(50);
      expect((await res.json()).error).toBe(
        language === 'en'
          ? `Please wait ${wait} seconds before requesting a new code.`
          : `Espere ${wait} segundos antes de pedir un código nuevo.`,
      );
    }
  });

  it('answers the 2xx message of a call in the language asked too', async () => {
    const asked = async (header: string | undefined) => {
      const res = await server.fetch('/api/email/forgot-password', {
        ...json({ email: uniqueEmail('reset') }),
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': randomPrivateIp(),
          ...(header === undefined ? {} : { 'accept-language': header }),
        },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { message: string }).message;
    };
    expect(await asked(undefined)).toBe(
      'If an account exists for this e-mail address, a password reset link has been sent to it.',
    );
    expect(await asked('es')).toBe(
      'Si existe una cuenta con este correo electrónico, le enviamos un enlace para restablecer la contraseña.',
    );
  });
});

describe('the errors catalogs', () => {
  it('give every id a text in both languages, never the id itself', () => {
    const ids = Object.keys(enErrors);
    expect(ids.length).toBeGreaterThan(90);
    expect(Object.keys(esErrors).sort()).toEqual([...ids].sort());
    // Values for every placeholder the catalogs use, so each text is whole.
    const values = {
      field: 'email',
      format: 'uuid',
      limit: 3,
      values: 'a, b',
      type: 'integer',
      problem: 'is not valid',
      count: 2,
      first: 'application/json',
      rest: 'multipart/form-data',
      types: 'application/json',
      minutes: 2,
      seconds: 0,
      max: '20',
      id: '7',
    };
    for (const locale of ['en', 'es'] as const) {
      for (const id of ids) {
        const text = translate(locale, { id: id as keyof typeof enErrors, values });
        expect(text, `${locale} ${id}`).not.toBe(id);
        expect(text.trim(), `${locale} ${id}`).not.toBe('');
        expect(text, `${locale} ${id} has a placeholder left`).not.toMatch(/[{}]/);
      }
    }
  });
});
