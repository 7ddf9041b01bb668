import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service (RFC 8030) on this machine, over real HTTP, standing in for the browsers' services: it
// checks each request's VAPID Authorization (RFC 8292: an ES256 JWT signed by the server's key, for this
// origin, not expired) and decrypts the aes128gcm body (RFC 8291 on RFC 8188) with the device's own keys,
// as a browser does, recording what arrived. Tests make it answer an error for a while, or refuse
// connections altogether, to play out the push service being down.

/** A browser's subscription to this service: what the staff page would send to the server. */
export interface FakeDevice {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface ReceivedPush {
  deviceId: string;
  payload: unknown;
  ttl: string | null;
  urgency: string | null;
}

interface DeviceKeys {
  ecdh: ECDH;
  auth: Buffer;
}

/** The status the service answers with instead of accepting (201), per device or for all. */
type Answer = number | undefined;

export class PushService {
  readonly received: ReceivedPush[] = [];
  /** Requests the service refused for a bad signature or body, with why: a test expects none. */
  readonly rejected: string[] = [];
  private server: Server | undefined;
  private port = 0;
  private readonly devices = new Map<string, DeviceKeys>();
  private readonly answers = new Map<string, Answer>();
  private answerAll: Answer;

  /** `vapidPublicKey`: the server's public key, base64url; a request signed by another key is refused. */
  constructor(private readonly vapidPublicKey: () => string) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening: pushes meet a refused connection until start() opens the same port again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** A new browser subscription (its own P-256 key pair and auth secret). */
  device(): FakeDevice {
    const id = randomBytes(12).toString('base64url');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.devices.set(id, { ecdh, auth });
    return {
      id,
      subscription: {
        endpoint: `${this.origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
      },
    };
  }

  /** Answer `status` to every push (undefined: accept again). */
  answerEveryone(status: Answer): void {
    this.answerAll = status;
  }

  /** Answer `status` to pushes for one device (410: it unsubscribed). */
  answerDevice(device: FakeDevice, status: Answer): void {
    this.answers.set(device.id, status);
  }

  receivedBy(device: FakeDevice): ReceivedPush[] {
    return this.received.filter((push) => push.deviceId === device.id);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const keys = id === undefined ? undefined : this.devices.get(id);
    if (req.method !== 'POST' || id === undefined || !keys) return void res.writeHead(404).end();
    const refusal = this.answers.get(id) ?? this.answerAll;
    if (refusal !== undefined) return void res.writeHead(refusal).end();
    const problem = this.checkVapid(req.headers.authorization);
    if (problem) {
      this.rejected.push(problem);
      return void res.writeHead(403).end(problem);
    }
    try {
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const plain = decrypt(Buffer.concat(chunks), keys);
      this.received.push({
        deviceId: id,
        payload: JSON.parse(plain.toString('utf8')),
        ttl: header(req, 'ttl'),
        urgency: header(req, 'urgency'),
      });
    } catch (err) {
      this.rejected.push(`body: ${(err as Error).message}`);
      return void res.writeHead(400).end();
    }
    res.writeHead(201).end();
  }

  /** RFC 8292: `vapid t=<JWT>, k=<public key>`; answers what is wrong, or undefined. */
  private checkVapid(authorization: string | undefined): string | undefined {
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
    if (!match?.[1] || !match[2]) return `authorization: ${authorization ?? 'none'}`;
    const [token, key] = [match[1], match[2]];
    if (key !== this.vapidPublicKey()) return 'signed by another key';
    const [head, body, signature] = token.split('.') as [string, string, string];
    const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
    if (header.alg !== 'ES256') return `alg ${header.alg}`;
    const point = Buffer.from(key, 'base64url');
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${body}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return 'bad signature';
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
      aud?: string;
      exp?: number;
      sub?: string;
    };
    if (claims.aud !== this.origin) return `aud ${claims.aud}`;
    const now = Date.now() / 1000;
    if (!claims.exp || claims.exp <= now || claims.exp > now + 24 * 3600) return `exp ${claims.exp}`;
    if (!claims.sub?.startsWith('mailto:') && !claims.sub?.startsWith('https:')) return `sub ${claims.sub}`;
    return undefined;
  }
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

/** RFC 8291 section 3.4 and RFC 8188 section 2: one record, the sender's key in the header's keyid. */
function decrypt(body: Buffer, { ecdh, auth }: DeviceKeys): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`keyid of ${keyIdLength} bytes`);
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and any zero padding after it.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
