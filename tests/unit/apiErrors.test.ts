import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { errorText, failureMessage, failureStatus, serverMessage } from '../../src/shared/apiErrors';

// The one reader of failed calls, against what the client's unwrap really throws.

describe('reading a failed API call', () => {
  const refused = new ApiError(409, 'That e-mail is already registered.', {
    error: 'That e-mail is already registered.',
  });
  const offline = new TypeError('Failed to fetch');

  it("gives the server's text for an answer and the fallback for a network failure", () => {
    expect(serverMessage(refused, 'Something went wrong.')).toBe('That e-mail is already registered.');
    expect(serverMessage(offline, 'Something went wrong.')).toBe('Something went wrong.');
    expect(serverMessage(new ApiError(502, '', undefined), 'Something went wrong.')).toBe(
      'Something went wrong.',
    );
  });

  it('reads the status only from an answer, and the text of anything thrown', () => {
    expect(failureStatus(refused)).toBe(409);
    expect(failureStatus(offline)).toBeUndefined();
    expect(failureStatus({ status: '409' })).toBeUndefined();
    expect(errorText(offline)).toBe('Failed to fetch');
    expect(errorText(' plain ')).toBe('plain');
    expect(errorText(42)).toBe('');
    expect(failureMessage(refused)).toBe('That e-mail is already registered.');
    expect(failureMessage(offline)).toBe('Failed to fetch');
  });
});
