import { createECDH } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The server's VAPID key pair (RFC 8292), base64url: the public key uncompressed (65 bytes), the private 32. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Why a configured pair cannot sign, or undefined when it can (checked at start, not at the first alert). */
export function vapidKeysProblem(keys: VapidKeys): string | undefined {
  if (!BASE64URL.test(keys.publicKey) || Buffer.from(keys.publicKey, 'base64url').length !== 65) {
    return 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (65 bytes)';
  }
  if (!BASE64URL.test(keys.privateKey) || Buffer.from(keys.privateKey, 'base64url').length !== 32) {
    return 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes)';
  }
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
  if (ecdh.getPublicKey('base64url') !== keys.publicKey) {
    return 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY';
  }
  return undefined;
}

function generate(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A private key with leading zero bytes comes back shorter; the push services expect all 32.
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return { publicKey: ecdh.getPublicKey('base64url'), privateKey: privateKey.toString('base64url') };
}

async function readStored(file: string): Promise<VapidKeys | undefined> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') return undefined;
    const keys = { publicKey: stored.publicKey, privateKey: stored.privateKey };
    return vapidKeysProblem(keys) === undefined ? keys : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * The VAPID keys sign every staff alert; a browser's subscription is bound to the public key it was made
 * with, so the keys must outlive restarts and be the same in every process. When VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY are not configured, a pair is generated once into the data directory (readable by the
 * owner only), as APP_SECRET is (appSecret.ts).
 */
export async function resolveVapidKeys(
  configured: VapidKeys | undefined,
  dataDir: string,
): Promise<VapidKeys> {
  if (configured) return configured;
  const file = path.join(dataDir, 'vapid-keys.json');
  const stored = await readStored(file);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(generate())}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (err: NodeJS.ErrnoException) => {
      // Another process won the race: use its keys.
      if (err.code !== 'EEXIST') throw err;
    },
  );
  const written = await readStored(file);
  if (!written) throw new Error(`${file} does not hold a VAPID key pair: remove it to have a new one made`);
  return written;
}
