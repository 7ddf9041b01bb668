import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { components } from '../../src/api/schema';

// A WebAuthn authenticator in software, for API tests: ES256 (P-256) keys from node:crypto, "none"
// attestation, discoverable credentials. It answers creation and request options the way a browser's
// `PublicKeyCredential.toJSON()` would, and can be told to misbehave (wrong origin, no user verification,
// a tampered signature, a chosen counter). The CBOR it needs is written by the tiny encoder below, so the
// test checks the server's decoder against an independent encoder.

type Schemas = components['schemas'];
export type RegistrationJson = Schemas['RegistrationCredential'];
export type AuthenticationJson = Schemas['AuthenticationCredential'];

export type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

/** CBOR (RFC 8949) for the few types attestation objects and COSE keys use: integers, strings, maps. */
export function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(encodeCbor(key), encodeCbor(item));
  return Buffer.concat(parts);
}

const FLAG = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The WebAuthn user id the credential was made for (base64url), answered as `userHandle`. */
  userHandle: string;
  rpId: string;
  counter: number;
}

/** Ways to make an answer wrong, one at a time, as tests need them. */
export interface Quirks {
  /** The origin written into clientDataJSON (default: the one the authenticator was made for). */
  origin?: string;
  /** The relying-party id whose hash goes into authenticatorData (default: the options' one). */
  rpId?: string;
  /** The challenge signed (default: the options' one). */
  challenge?: string;
  /** clientDataJSON's type (default: webauthn.create or webauthn.get). */
  type?: string;
  /** Clear the user-verified flag. */
  noUserVerification?: boolean;
  /** The counter to report (default: the credential's last one plus `counterStep`). */
  counter?: number;
  /** Flip a bit of the signature. */
  tamperSignature?: boolean;
  /** The userHandle to send (default: the credential's; null sends none). */
  userHandle?: string | null;
}

function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y) throw new Error('not an EC public key');
  return encodeCbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x, 'base64url')],
      [-3, Buffer.from(jwk.y, 'base64url')],
    ]),
  );
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  /**
   * @param origin the page's origin the browser would report (the test server's URL).
   * @param counterStep how much the signature counter grows per use; 0 for authenticators without one.
   */
  constructor(
    private readonly origin: string,
    private readonly counterStep = 1,
  ) {}

  private clientData(type: string, challenge: string, quirks: Quirks): Buffer {
    return Buffer.from(
      JSON.stringify({
        type: quirks.type ?? type,
        challenge: quirks.challenge ?? challenge,
        origin: quirks.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  private authenticatorData(rpId: string, counter: number, quirks: Quirks, attested?: Buffer): Buffer {
    let flags = FLAG.userPresent | (quirks.noUserVerification ? 0 : FLAG.userVerified);
    if (attested) flags |= FLAG.attestedData;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(quirks.rpId ?? rpId),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  }

  /**
   * navigator.credentials.create(): a new credential, kept for later sign-ins; or, given `again`, the
   * attestation of a credential it already holds (what a second registration of one passkey looks like).
   */
  create(
    options: Schemas['PasskeyCreationOptions'],
    quirks: Quirks = {},
    again?: SoftCredential,
  ): RegistrationJson {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = again ?? generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential: SoftCredential = again ?? {
      id: randomBytes(32),
      privateKey,
      publicKey,
      userHandle: options.user.id,
      rpId,
      counter: quirks.counter ?? 0,
    };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, coseKey(publicKey)]);
    const authData = this.authenticatorData(rpId, credential.counter, quirks, attested);
    const attestationObject = encodeCbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    if (!again) this.credentials.push(credential);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, quirks)),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
    };
  }

  /** navigator.credentials.get() with the given credential (default: the newest). */
  get(
    options: Schemas['PasskeyRequestOptions'],
    credential: SoftCredential | undefined = this.credentials.at(-1),
    quirks: Quirks = {},
  ): AuthenticationJson {
    if (!credential) throw new Error('the authenticator holds no credential');
    const counter = quirks.counter ?? credential.counter + this.counterStep;
    credential.counter = counter;
    const authData = this.authenticatorData(options.rpId ?? credential.rpId, counter, quirks);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, quirks);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    const last = signature.length - 1;
    if (quirks.tamperSignature) signature.writeUInt8(signature.readUInt8(last) ^ 0x01, last);
    const userHandle = quirks.userHandle === undefined ? credential.userHandle : quirks.userHandle;
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle === null ? {} : { userHandle }),
      },
    };
  }
}
