import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  attestationObjectIsShallow,
  authenticatorDataIsShallow,
  endOfCborItem,
  MAX_CBOR_DEPTH,
} from '../../src/server/passkeys/cborDepth';
import { type Cbor, encodeCbor, SoftAuthenticator } from '../helpers/softAuthenticator';

const nestedArrays = (levels: number) => Buffer.concat([Buffer.alloc(levels, 0x81), Buffer.from([0x00])]);
/** `levels` maps of one entry (key 0), each holding the next. */
const nestedMaps = (levels: number) =>
  Buffer.concat([
    Buffer.from(Array.from({ length: levels }, () => [0xa1, 0x00]).flat()),
    Buffer.from([0x00]),
  ]);

const creationOptions = {
  challenge: 'AAAAAAAAAAAAAAAAAAAAAA',
  rp: { name: 'Test', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'user', displayName: 'User' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
};

function authData(flags: number, after: Buffer): Buffer {
  const fixed = Buffer.alloc(37);
  fixed[32] = flags;
  return Buffer.concat([fixed, after]);
}

describe('endOfCborItem', () => {
  it('finds where a well-formed item ends, whatever follows it', () => {
    const item = encodeCbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['authData', randomBytes(40)],
        [-2, 7],
      ]),
    );
    expect(endOfCborItem(item, 0, MAX_CBOR_DEPTH)).toBe(item.length);
    expect(endOfCborItem(Buffer.concat([item, Buffer.from([1, 2, 3])]), 0, MAX_CBOR_DEPTH)).toBe(item.length);
    expect(endOfCborItem(Buffer.from([0x1b, 0, 0, 0, 0, 0, 0, 0, 1]), 0, 1)).toBe(9);
  });

  it('allows nesting up to the limit and refuses one level more, for arrays, maps and tags', () => {
    expect(endOfCborItem(nestedArrays(MAX_CBOR_DEPTH), 0, MAX_CBOR_DEPTH)).toBe(MAX_CBOR_DEPTH + 1);
    expect(endOfCborItem(nestedArrays(MAX_CBOR_DEPTH + 1), 0, MAX_CBOR_DEPTH)).toBeUndefined();
    expect(endOfCborItem(nestedMaps(MAX_CBOR_DEPTH), 0, MAX_CBOR_DEPTH)).toBe(2 * MAX_CBOR_DEPTH + 1);
    expect(endOfCborItem(nestedMaps(MAX_CBOR_DEPTH + 1), 0, MAX_CBOR_DEPTH)).toBeUndefined();
    const tags = Buffer.concat([Buffer.alloc(MAX_CBOR_DEPTH + 1, 0xc1), Buffer.from([0x00])]);
    expect(endOfCborItem(tags, 0, MAX_CBOR_DEPTH)).toBeUndefined();
  });

  it('refuses 12,000 levels with a loop, not a stack overflow', () => {
    expect(endOfCborItem(nestedArrays(12_000), 0, MAX_CBOR_DEPTH)).toBeUndefined();
    expect(endOfCborItem(nestedMaps(6_000), 0, MAX_CBOR_DEPTH)).toBeUndefined();
  });

  it('counts siblings as one level and reads indefinite lengths to their break', () => {
    // [[0], [0], {0: [0]}] and [_ 1, [_ 2]]
    const siblings = Buffer.from([0x83, 0x81, 0x00, 0x81, 0x00, 0xa1, 0x00, 0x81, 0x00]);
    expect(endOfCborItem(siblings, 0, 3)).toBe(siblings.length);
    expect(endOfCborItem(siblings, 0, 2)).toBeUndefined();
    const indefinite = Buffer.from([0x9f, 0x01, 0x9f, 0x02, 0xff, 0xff]);
    expect(endOfCborItem(indefinite, 0, 2)).toBe(indefinite.length);
    expect(endOfCborItem(indefinite, 0, 1)).toBeUndefined();
  });

  it('refuses what is cut short or malformed', () => {
    expect(endOfCborItem(Buffer.from([0x82, 0x00]), 0, 4)).toBeUndefined();
    expect(endOfCborItem(Buffer.from([0x45, 0x00]), 0, 4)).toBeUndefined();
    expect(endOfCborItem(Buffer.from([0x1c]), 0, 4)).toBeUndefined();
    expect(endOfCborItem(Buffer.from([0xff]), 0, 4)).toBeUndefined();
    expect(endOfCborItem(Buffer.from([0x9f, 0x00]), 0, 4)).toBeUndefined();
    expect(endOfCborItem(Buffer.alloc(0), 0, 4)).toBeUndefined();
  });
});

describe('authenticator data and attestation objects', () => {
  it('answer true or false, never throw, for any bytes', () => {
    // Random bytes are CBOR the decoder may not support (floats of odd sizes, simple values, tags).
    for (let round = 0; round < 2000; round += 1) {
      const bytes = randomBytes(1 + (round % 300));
      expect(typeof attestationObjectIsShallow(bytes)).toBe('boolean');
      expect(typeof authenticatorDataIsShallow(bytes)).toBe('boolean');
    }
  });

  it("accept what an authenticator makes, a registration's and a sign-in's", () => {
    const device = new SoftAuthenticator('http://localhost');
    const registration = device.create(creationOptions);
    expect(
      attestationObjectIsShallow(Buffer.from(registration.response.attestationObject, 'base64url')),
    ).toBe(true);
    const signIn = device.get({ challenge: 'AAAAAAAAAAAAAAAAAAAAAA', rpId: 'localhost' });
    expect(authenticatorDataIsShallow(Buffer.from(signIn.response.authenticatorData, 'base64url'))).toBe(
      true,
    );
  });

  it('refuse a public key or extensions nested too deeply, and an attestation object of such', () => {
    const credentialId = randomBytes(16);
    const attested = (key: Buffer) =>
      Buffer.concat([Buffer.alloc(16), Buffer.from([0, credentialId.length]), credentialId, key]);
    expect(authenticatorDataIsShallow(authData(0x45, attested(nestedMaps(3))))).toBe(true);
    expect(authenticatorDataIsShallow(authData(0x45, attested(nestedMaps(5_000))))).toBe(false);
    expect(authenticatorDataIsShallow(authData(0x85, nestedArrays(5_000)))).toBe(false);
    expect(
      authenticatorDataIsShallow(authData(0xc5, Buffer.concat([attested(nestedMaps(2)), nestedArrays(40)]))),
    ).toBe(false);
    const wrapped = (data: Buffer) =>
      encodeCbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]),
      );
    expect(attestationObjectIsShallow(wrapped(authData(0x45, attested(nestedMaps(2)))))).toBe(true);
    expect(attestationObjectIsShallow(wrapped(authData(0x45, attested(nestedMaps(5_000)))))).toBe(false);
    expect(attestationObjectIsShallow(nestedArrays(12_000))).toBe(false);
  });
});
