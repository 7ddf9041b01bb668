import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../src/server/db/schema';
import { BLUE, fileBlob, multipartForm, twoColourPicture } from '../fixtures/images';
import { createSignedInUser, type SignedInUser } from '../helpers/sessionFixture';
import { startTestServer, type TestServer } from '../helpers/testServer';

// What POST /images/upload refuses, and that a refused upload stores nothing.

const MB = 1024 * 1024;
const NOT_AN_IMAGE = 'The file is not an image we can read. Please choose a JPEG, PNG, WebP or GIF image.';
const TOO_LARGE = 'The image is larger than 5 MB. Please choose a smaller image.';
const ONE_FILE = 'Send exactly one file, in a field named "image", and nothing else.';

let server: TestServer;
let ipCounter = 0;

beforeAll(async () => {
  // TRUST_PROXY lets each test come from its own client IP, so per-IP limits never leak between tests.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await server?.close();
});

const nextIp = () => `10.5.${++ipCounter}.9`;

async function upload(
  user: SignedInUser | null,
  body: FormData | string,
  options: { ip?: string; contentType?: string } = {},
) {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.ip ?? nextIp(),
    ...(user?.auth ?? {}),
  };
  if (options.contentType) headers['content-type'] = options.contentType;
  const res = await server.fetch('/api/images/upload', { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as { error?: string } };
}

const imagePart = (bytes: Buffer, type = 'image/png', name = 'a.png') =>
  multipartForm([['image', fileBlob(bytes, type), name]]);

async function storedImagesOf(userId: string) {
  return server.database.db.select({ id: images.id }).from(images).where(eq(images.owner_user_id, userId));
}

const newUser = () => createSignedInUser(server.database.db);

describe('content that is not an accepted image (415)', () => {
  it.each([
    ['a text file named x.png', Buffer.from('this is a text file, not a picture\n'.repeat(20)), 'image/png'],
    [
      'an SVG picture',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect width="9" height="9"/></svg>',
      ),
      'image/svg+xml',
    ],
  ])('refuses %s and stores nothing', async (_label, bytes, type) => {
    const user = await newUser();
    const res = await upload(user, imagePart(bytes, type, 'x.png'));
    expect(res.status).toBe(415);
    expect(res.body.error).toBe(NOT_AN_IMAGE);
    expect(await storedImagesOf(user.userId)).toHaveLength(0);
  });

  it('refuses a small file that would decode to a huge canvas (over 50 megapixels)', async () => {
    const user = await newUser();
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: BLUE } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * MB);
    const res = await upload(user, imagePart(bomb));
    expect(res.status).toBe(415);
    expect(await storedImagesOf(user.userId)).toHaveLength(0);
  });

  it('refuses a truncated JPEG', async () => {
    const user = await newUser();
    const jpeg = await twoColourPicture(200, 200).jpeg().toBuffer();
    const res = await upload(user, imagePart(jpeg.subarray(0, 300), 'image/jpeg', 'x.jpg'));
    expect(res.status).toBe(415);
    expect(res.body.error).toBe(NOT_AN_IMAGE);
  });
});

describe('size (413 over 5 MB)', () => {
  it('refuses a file of 5 MB and one byte and stores nothing', async () => {
    const user = await newUser();
    const res = await upload(user, imagePart(Buffer.alloc(5 * MB + 1, 7)));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(TOO_LARGE);
    expect(await storedImagesOf(user.userId)).toHaveLength(0);
  });

  it('refuses a much larger body from its declared length', async () => {
    const user = await newUser();
    const res = await upload(user, imagePart(Buffer.alloc(12 * MB, 7)));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(TOO_LARGE);
  });

  it('lets a file of exactly 5 MB through the size check (it is then judged as an image)', async () => {
    const user = await newUser();
    const res = await upload(user, imagePart(Buffer.alloc(5 * MB, 7)));
    expect(res.status).toBe(415);
  });
});

describe('the shape of the multipart body (400)', () => {
  const file = (name: string) => fileBlob(Buffer.from(name), 'image/png');
  it.each([
    ['no part at all', () => multipartForm([]), 'Please select an image first'],
    ['a text field instead of a file', () => multipartForm([['image', 'not a file']]), ONE_FILE],
    ['a file under another name', () => multipartForm([['file', file('x'), 'a.png']]), ONE_FILE],
    [
      'two files',
      () =>
        multipartForm([
          ['image', file('x'), 'a.png'],
          ['image', file('y'), 'b.png'],
        ]),
      ONE_FILE,
    ],
    [
      'a file and then a field',
      () =>
        multipartForm([
          ['image', file('x'), 'a.png'],
          ['note', 'hello'],
        ]),
      ONE_FILE,
    ],
    [
      'a field and then a file',
      () =>
        multipartForm([
          ['note', 'hello'],
          ['image', file('x'), 'a.png'],
        ]),
      ONE_FILE,
    ],
  ] as const)('refuses %s', async (_label, body, message) => {
    const user = await newUser();
    const res = await upload(user, body());
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await storedImagesOf(user.userId)).toHaveLength(0);
  });

  it('refuses a malformed multipart body', async () => {
    const res = await upload(await newUser(), '--nope\r\ngarbage', {
      contentType: 'multipart/form-data; boundary=other',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The upload is not valid multipart/form-data.');
  });

  it('answers a JSON body with 415', async () => {
    const res = await upload(await newUser(), JSON.stringify({ image: 'abc' }), {
      contentType: 'application/json',
    });
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('Unsupported content type: send multipart/form-data.');
  });
});

describe('who may upload, and how often', () => {
  it('answers 401 without a session', async () => {
    const res = await upload(null, imagePart(await twoColourPicture(50, 50).png().toBuffer()));
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Please sign in to continue.');
  });

  it('allows 10 uploads per minute per client IP, then answers 429', async () => {
    const user = await newUser();
    const ip = nextIp();
    const tiny = await twoColourPicture(8, 8).png().toBuffer();
    for (let i = 0; i < 10; i++) expect((await upload(user, imagePart(tiny), { ip })).status).toBe(200);
    const limited = await upload(user, imagePart(tiny), { ip });
    expect(limited.status).toBe(429);
    // The wait left in the window, e.g. '1 minute' or '58 seconds'.
    expect(limited.body.error).toMatch(/^Too many requests\. Please try again in (1 minute|\d+ seconds)\.$/);
    expect((await upload(user, imagePart(tiny))).status).toBe(200);
  });
});

describe('multipart bodies elsewhere', () => {
  it('are refused with 415 by routes whose contract takes JSON', async () => {
    const user = await newUser();
    const res = await server.fetch('/api/contact-numbers', {
      method: 'POST',
      headers: { ...user.auth, 'x-forwarded-for': nextIp() },
      body: multipartForm([
        ['type', 'Mobile'],
        ['phone_number', '4075550123'],
      ]),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'Unsupported content type: send application/json.' });
  });
});
