import { connect } from 'node:net';

export interface SocketResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface SocketRequest {
  method: string;
  /** Sent exactly as given: may be malformed, over-long or hold bytes fetch() would refuse. */
  target: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

function decodeChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parseResponse(raw: Buffer): SocketResponse {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, split === -1 ? raw.length : split).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = split === -1 ? Buffer.alloc(0) : raw.subarray(split + 4);
  if (headers['transfer-encoding'] === 'chunked') body = decodeChunked(body);
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

/**
 * One HTTP/1.1 request over a fresh TCP connection, written byte for byte (`Connection: close`), for the
 * requests a well-behaved client library would refuse to send.
 */
export function socketRequest(port: number, request: SocketRequest): Promise<SocketResponse> {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers: Record<string, string> = {
    host: `127.0.0.1:${port}`,
    connection: 'close',
    ...request.headers,
  };
  if (body && headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) {
    headers['content-length'] = String(body.length);
  }
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(Buffer.from(head, 'latin1'));
      if (body) socket.write(body);
    });
    socket.setTimeout(15_000, () =>
      socket.destroy(new Error(`no answer to ${request.method} ${request.target}`)),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close right after answering a request it refused mid-body.
      if (error.code === 'ECONNRESET' && chunks.length > 0) resolve(parseResponse(Buffer.concat(chunks)));
      else reject(error);
    });
    socket.on('end', () => resolve(parseResponse(Buffer.concat(chunks))));
  });
}
