import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactLogObject, safeError, scrubText } from '../../src/server/http/logRedaction';

const ARGON = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA';
const TOKEN = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';
const HMAC = 'a'.repeat(64);

/** A driver error as node-postgres throws it: SQLSTATE, severity, and a detail that quotes the row. */
function pgDriverError(code: string, message: string): Error {
  return Object.assign(new Error(message), {
    code,
    severity: 'ERROR',
    constraint: 'users_email_lower_key',
    detail: `Key (lower(email))=(jane@example.com) already exists. ${ARGON}`,
  });
}

describe('safeError', () => {
  it('keeps the SQLSTATE and constraint of a failed query but none of its parameters or detail', () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['jane@example.com', ARGON],
      pgDriverError('23505', 'duplicate key value violates unique constraint "users_email_lower_key"'),
    );
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain('jane@example.com');
    expect(logged).not.toContain('argon2');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_lower_key');
    expect(safeError(error).message).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
    );
    expect(safeError(error).stack).not.toContain('params');
  });

  it('drops the message of a data exception, which quotes the value', () => {
    const logged = safeError(pgDriverError('22P02', 'invalid input syntax for type uuid: "secret-value"'));
    expect(JSON.stringify(logged)).not.toContain('secret-value');
    expect(logged.sqlState).toBe('22P02');
  });

  it('keeps identifiers such as ECONNREFUSED and drops anything shaped like a one-time code', () => {
    expect(safeError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })).code).toBe(
      'ECONNREFUSED',
    );
    expect(safeError(Object.assign(new Error('x'), { code: '482913' })).code).toBeUndefined();
  });
});

describe('redactLogObject', () => {
  it('redacts secrets by key at any depth, and errors wherever they are', () => {
    const logged = JSON.stringify(
      redactLogObject({
        body: {
          email: 'a@example.com',
          password: 'hunter22hunter',
          nested: [{ code: '123456', token: TOKEN }],
        },
        password_hash: ARGON,
        recoveryCodes: ['k7wq2-m9xhp'],
        link: 'http://localhost/reset-password?token=abc',
        statusCode: 400,
        clientError: 'HPE_INVALID_METHOD',
        failure: new DrizzleQueryError('select 1', ['hunter22hunter'], undefined),
      }),
    );
    for (const secret of ['hunter22hunter', '123456', TOKEN, 'argon2', 'k7wq2', 'token=abc']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain('a@example.com');
    expect(logged).toContain('"statusCode":400');
    expect(logged).toContain('HPE_INVALID_METHOD');
    expect(logged).toContain(REDACTED);
  });
});

describe('scrubText', () => {
  it('cuts query strings, argon2 hashes and token-like runs out of free text', () => {
    const text = scrubText(
      `Route GET:/reset-password?token=${TOKEN}&email=a%40b.c not found; hash ${ARGON}; hmac ${HMAC}; id 42`,
    );
    expect(text).toBe(`Route GET:/reset-password?… not found; hash ${REDACTED}; hmac ${REDACTED}; id 42`);
  });
});
