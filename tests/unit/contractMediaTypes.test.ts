import { describe, expect, it } from 'vitest';
import { answerOnlyMediaTypes, readContract } from '../../src/server/docs/contract';

describe('answerOnlyMediaTypes', () => {
  it('finds the media types openapi.yaml answers with but never accepts', async () => {
    const { document } = await readContract();
    expect(answerOnlyMediaTypes(document)).toEqual(['image/webp', 'text/csv']);
  });

  it('follows shared responses and leaves out a type some request accepts', () => {
    const document = {
      paths: {
        '/a': {
          post: {
            requestBody: { content: { 'application/json': {} } },
            responses: {
              '200': { content: { 'application/json': {}, 'Text/CSV': {} } },
              '500': { $ref: '#/components/responses/Oops' },
            },
          },
        },
      },
      components: { responses: { Oops: { content: { 'application/problem+json': {} } } } },
    };
    expect(answerOnlyMediaTypes(document)).toEqual(['application/problem+json', 'text/csv']);
  });
});
