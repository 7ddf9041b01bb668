import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/http/httpError';
import { uploadMessages } from '../../src/server/images/imageRules';
import { UploadsInProgress } from '../../src/server/images/uploadsInProgress';
import { en } from '../helpers/englishText';

// At most two uploads of one account arrive at once (images/uploadsInProgress.ts); others are refused.

function refusal(enter: () => unknown): HttpError | undefined {
  try {
    enter();
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

describe('UploadsInProgress', () => {
  it('refuses an account its third upload while two arrive, with 429, and counts each account alone', () => {
    const arriving = new UploadsInProgress();
    arriving.enter('a');
    const secondDone = arriving.enter('a');
    expect(refusal(() => arriving.enter('a'))).toMatchObject({
      statusCode: 429,
      message: en(uploadMessages.uploadArriving),
    });
    expect(refusal(() => arriving.enter('b'))).toBeUndefined();
    // Ending one upload twice (read, then its connection closed) frees one place only.
    secondDone();
    secondDone();
    expect(refusal(() => arriving.enter('a'))).toBeUndefined();
    expect(refusal(() => arriving.enter('a'))).toBeInstanceOf(HttpError);
  });
});
