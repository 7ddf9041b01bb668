import { isoCBOR } from '@simplewebauthn/server/helpers';

// The WebAuthn library decodes the browser's CBOR (the attestation object, the public key and extensions
// in the authenticator data) with a recursive decoder: 5,000 nested arrays, well inside the contract's
// 16 KB, overflow the stack. These checks walk the same bytes with a loop first and refuse anything
// nested deeper than WebAuthn ever nests (a COSE key is one map, an attestation statement a map holding
// an array of certificates), so no caller's bytes reach a recursion deeper than MAX_CBOR_DEPTH.

export const MAX_CBOR_DEPTH = 16;

const BYTES = 2;
const TEXT = 3;
const ARRAY = 4;
const MAP = 5;
const TAG = 6;
const BREAK = 0xff;

interface Head {
  major: number;
  /** The length or count; Infinity for an indefinite length. */
  argument: number;
  next: number;
}

function readHead(bytes: Uint8Array, index: number): Head | undefined {
  const initial = bytes[index];
  if (initial === undefined) return undefined;
  const major = initial >> 5;
  const info = initial & 0x1f;
  if (info < 24) return { major, argument: info, next: index + 1 };
  if (info <= 27) {
    const size = 2 ** (info - 24);
    if (index + 1 + size > bytes.length) return undefined;
    let argument = 0;
    for (const byte of bytes.subarray(index + 1, index + 1 + size)) argument = argument * 256 + byte;
    return { major, argument, next: index + 1 + size };
  }
  if (info === 31 && major >= BYTES && major <= MAP) return { major, argument: Infinity, next: index + 1 };
  return undefined;
}

/**
 * Where the CBOR item that starts at `offset` ends; undefined when it nests arrays, maps, tags or
 * indefinite-length strings deeper than `maxDepth`, or is cut short or malformed (which the library
 * refuses as well).
 */
export function endOfCborItem(bytes: Uint8Array, offset: number, maxDepth: number): number | undefined {
  // Per open container, the items it still holds (Infinity: indefinite length, closed by a break).
  const open: number[] = [];
  let index = offset;
  for (;;) {
    let completed = true;
    if (bytes[index] === BREAK) {
      if (open.at(-1) !== Infinity) return undefined;
      open.pop();
      index += 1;
    } else {
      const head = readHead(bytes, index);
      if (!head) return undefined;
      index = head.next;
      if (head.major === BYTES || head.major === TEXT) {
        if (head.argument === Infinity) {
          open.push(Infinity);
          completed = false;
        } else {
          index += head.argument;
          if (index > bytes.length) return undefined;
        }
      } else if (head.major === ARRAY || head.major === MAP || head.major === TAG) {
        const items = head.major === MAP ? head.argument * 2 : head.major === TAG ? 1 : head.argument;
        if (items > 0) {
          open.push(items);
          completed = false;
        }
      }
    }
    if (open.length > maxDepth) return undefined;
    // A finished item counts against the container it is in, which may finish in turn.
    while (completed && open.length > 0) {
      const left = open.pop() ?? 0;
      if (left === Infinity || left > 1) {
        open.push(left === Infinity ? left : left - 1);
        completed = false;
      }
    }
    if (open.length === 0) return index;
  }
}

const FIXED_AUTH_DATA = 37;
const ATTESTED_CREDENTIAL = 0x40;
const EXTENSIONS = 0x80;

/** True unless the authenticator data's public key or extensions nest deeper than MAX_CBOR_DEPTH. */
export function authenticatorDataIsShallow(authData: Uint8Array): boolean {
  const flags = authData[32];
  if (flags === undefined) return true;
  let index = FIXED_AUTH_DATA;
  if (flags & ATTESTED_CREDENTIAL) {
    const high = authData[index + 16];
    const low = authData[index + 17];
    if (high === undefined || low === undefined) return true;
    const end = endOfCborItem(authData, index + 18 + high * 256 + low, MAX_CBOR_DEPTH);
    if (end === undefined) return false;
    index = end;
  }
  return !(flags & EXTENSIONS) || endOfCborItem(authData, index, MAX_CBOR_DEPTH) !== undefined;
}

/** True unless the attestation object, or the authenticator data inside it, nests too deeply. */
export function attestationObjectIsShallow(attestationObject: Uint8Array): boolean {
  if (endOfCborItem(attestationObject, 0, MAX_CBOR_DEPTH) === undefined) return false;
  // Decoding cannot recurse deeply now that the depth is known to be small; bytes the decoder cannot read
  // (a type it does not support) are refused here as the library would refuse them.
  let decoded: unknown;
  try {
    decoded = isoCBOR.decodeFirst(new Uint8Array(attestationObject));
  } catch {
    return false;
  }
  const authData = decoded instanceof Map ? decoded.get('authData') : undefined;
  return !(authData instanceof Uint8Array) || authenticatorDataIsShallow(authData);
}
