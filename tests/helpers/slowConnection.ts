import { connect, type Socket } from 'node:net';

/** How a slow connection ended: when (ms after it opened), and the status of what the server answered. */
export interface SlowEnd {
  afterMs: number;
  /** The status line's code when the server answered before closing; undefined when it only closed. */
  status: number | undefined;
}

export interface SlowConnection {
  /** Settles when the server ends the connection (closes it, or answers and closes it). */
  readonly ended: Promise<SlowEnd>;
  /** The client gives up: stops writing and closes (for the test's clean-up). */
  stop(): void;
}

export interface SlowConnectionPlan {
  /** Written at once, as given: a request line and headers, complete or not, and any start of a body. */
  opening: string | Buffer;
  /** Then written one byte at a time, one every `intervalMs`; empty: the client sends nothing more. */
  dribble?: string;
  intervalMs?: number;
}

/**
 * One client that holds a connection open by sending slowly, as an attacker would: headers one byte a
 * second, a body that never ends, an upload that stops half-way. Nothing here ever times out by itself;
 * only the server can end it.
 */
export function openSlowConnection(port: number, plan: SlowConnectionPlan): SlowConnection {
  const openedAt = performance.now();
  const chunks: Buffer[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  let socket: Socket | undefined;
  const ended = new Promise<SlowEnd>((resolve) => {
    socket = connect(port, '127.0.0.1', () => {
      socket?.write(plan.opening);
      const rest = Buffer.from(plan.dribble ?? '', 'latin1');
      let at = 0;
      if (rest.length > 0) {
        timer = setInterval(() => {
          if (at >= rest.length || !socket?.writable) return;
          socket.write(rest.subarray(at, at + 1));
          at += 1;
        }, plan.intervalMs ?? 1000);
      }
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server that cuts a connection may reset it; the end is what counts.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      const head = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
      resolve({ afterMs: performance.now() - openedAt, status: status ? Number(status) : undefined });
    });
  });
  return {
    ended,
    stop() {
      clearInterval(timer);
      socket?.destroy();
    },
  };
}

/** The opening of a request whose head is complete: request line, headers, the blank line. */
export function requestHead(method: string, target: string, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${target} HTTP/1.1\r\nhost: 127.0.0.1\r\n${lines.join('')}\r\n`;
}
