import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, users } from '../../src/server/db/schema';
import {
  BLUE,
  fileBlob,
  multipartForm,
  pixelAt,
  RED,
  sameColour,
  twoColourPicture,
} from '../fixtures/images';
import { jsonRequest, signUpUser } from '../helpers/accounts';
import { createSignedInUser } from '../helpers/sessionFixture';
import { SmtpReceiver } from '../helpers/smtpReceiver';
import { startTestServer, type TestServer } from '../helpers/testServer';

// The success paths of POST /images/upload and the serving of GET /images/{id}; refusals are in
// images.rejections.test.ts.

let receiver: SmtpReceiver;
let server: TestServer;
let ipCounter = 0;

beforeAll(async () => {
  receiver = new SmtpReceiver();
  await receiver.start();
  // TRUST_PROXY lets each test come from its own client IP, so uploads never count against another
  // test's rate limit.
  server = await startTestServer({ SMTP_URL: receiver.url, TRUST_PROXY: 'true' });
});

afterAll(async () => {
  await server?.close();
  await receiver?.stop();
});

interface UserPayload {
  id: string;
  username: string;
  profileimg: string;
}

async function uploadImage(token: string, bytes: Buffer, type = 'image/png', name = 'photo.png') {
  const res = await server.fetch('/api/images/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `10.2.${++ipCounter}.9` },
    body: multipartForm([['image', fileBlob(bytes, type), name]]),
  });
  const body = (await res.json()) as { payload: UserPayload };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.payload;
}

async function fetchImage(url: string, headers: Record<string, string> = {}) {
  const res = await server.fetch(url, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function expectPixel(webp: Buffer, x: number, y: number, colour: typeof RED) {
  const actual = await pixelAt(webp, x, y);
  expect(sameColour(actual, colour), `pixel ${x},${y} is ${JSON.stringify(actual)}`).toBe(true);
}

const newUser = () => createSignedInUser(server.database.db);

describe('POST /images/upload', () => {
  it('re-encodes a PNG to a 256 x 256 WebP, stores it and answers the user with profileimg', async () => {
    const user = await newUser();
    const payload = await uploadImage(user.token, await twoColourPicture(400, 300).png().toBuffer());
    expect(payload.id).toBe(user.userId);
    expect(payload.username).toBe(user.username);
    expect(payload.profileimg).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);

    const { res, bytes } = await fetchImage(payload.profileimg);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    // A cover crop of a landscape picture keeps its centre: the left half stays red, the right half blue.
    await expectPixel(bytes, 40, 128, RED);
    await expectPixel(bytes, 215, 128, BLUE);

    const [row] = await server.database.db
      .select({ profile: users.profile_image_id })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(payload.profileimg).toBe(`/api/images/${row?.profile}`);
  });

  it('applies the EXIF orientation of a JPEG and strips every piece of metadata', async () => {
    const user = await newUser();
    // Stored sideways (left red, right blue) with orientation 6: shown upright, red is on top.
    const jpeg = await twoColourPicture(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Jane Photographer' } })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif).toBeDefined();

    const payload = await uploadImage(user.token, jpeg, 'image/jpeg', 'photo.jpg');
    const { bytes } = await fetchImage(payload.profileimg);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes('Secret Camera Owner')).toBe(false);
    expect(bytes.includes('EXIF')).toBe(false);
    await expectPixel(bytes, 128, 40, RED);
    await expectPixel(bytes, 128, 215, BLUE);
  });

  it.each(['webp', 'gif'] as const)(
    'accepts a %s image whatever its declared type and name',
    async (format) => {
      const user = await newUser();
      const bytes = await twoColourPicture(64, 64).toFormat(format).toBuffer();
      const payload = await uploadImage(user.token, bytes, 'application/octet-stream', 'no-extension');
      const { bytes: stored } = await fetchImage(payload.profileimg);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    },
  );

  it('deletes the previous image when a new one is uploaded', async () => {
    const user = await newUser();
    const first = await uploadImage(user.token, await twoColourPicture(100, 100).png().toBuffer());
    const second = await uploadImage(user.token, await twoColourPicture(120, 80).png().toBuffer());
    expect(second.profileimg).not.toBe(first.profileimg);
    expect((await fetchImage(first.profileimg)).res.status).toBe(404);
    expect((await fetchImage(second.profileimg)).res.status).toBe(200);
    const stored = await server.database.db
      .select({ id: images.id })
      .from(images)
      .where(eq(images.owner_user_id, user.userId));
    expect(stored).toHaveLength(1);
  });

  it('gives a signed-up user the profileimg that GET /users/user then answers', async () => {
    const account = await signUpUser(server, receiver);
    expect(account.user.profileimg).toBeNull();
    const payload = await uploadImage(account.token, await twoColourPicture(90, 90).png().toBuffer());
    const res = await server.fetch(
      '/api/users/user',
      jsonRequest('GET', undefined, { token: account.token }),
    );
    const body = (await res.json()) as { payload: UserPayload };
    expect(res.status).toBe(200);
    expect(body.payload.profileimg).toBe(payload.profileimg);
  });
});

describe('GET /images/{id}', () => {
  it('is public (no token needed) and answers 304 to a matching If-None-Match', async () => {
    const user = await newUser();
    const { profileimg } = await uploadImage(user.token, await twoColourPicture(40, 40).png().toBuffer());
    const first = await fetchImage(profileimg);
    expect(first.res.status).toBe(200);
    const etag = first.res.headers.get('etag') ?? '';
    const again = await fetchImage(profileimg, { 'if-none-match': etag });
    expect(again.res.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect((await fetchImage(profileimg, { 'if-none-match': '"something-else"' })).res.status).toBe(200);
    // Once replaced, revalidation says the image is gone rather than "still fresh".
    await uploadImage(user.token, await twoColourPicture(40, 40).png().toBuffer());
    expect((await fetchImage(profileimg, { 'if-none-match': etag })).res.status).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await server.fetch('/api/images/6f1c1a4e-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Image not found.' });
    expect(unknown.headers.get('cache-control') ?? '').not.toContain('immutable');
    const malformed = await server.fetch('/api/images/not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(typeof ((await malformed.json()) as { error: unknown }).error).toBe('string');
  });
});
