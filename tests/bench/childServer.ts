import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A server started as a child process, so its memory and CPU are its own, not the bench's. */
export interface ChildServer {
  url: string;
  pid: number;
  startedAt: number;
  /** Seconds from spawn until the ready path first answered. */
  readyAfterSeconds: number;
  /** Log lines the child wrote, for a failure report. */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`server not up after ${timeoutMs} ms:\n${output()}`);
}

/**
 * Spawns `node <args>` with PORT set (`env.PORT`, else a free port) and waits until GET `readyPath` answers
 * 2xx.
 */
export async function startChildServer(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  // A new PGlite directory (initdb in a child) plus the pages compressed at start took 100-190 s on this
  // 2-core machine while other work had it at a load average of 15-20: report that, do not give up.
  timeoutMs = 240_000,
): Promise<ChildServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const startedAt = performance.now();
  // Logs go to a file, as to a log collector: through a pipe, the server's synchronous log writes would
  // stall whenever the busy bench process is slow to read them, and that would be charged to the server.
  const logFile = path.join(await mkdtemp(path.join(tmpdir(), 'bench-log-')), 'server.log');
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  // A server that dies under load says how (its exit code or the signal that ended it) in the report.
  let ended = '';
  child.once('exit', (code, signal) => {
    ended = `\n[server process ended: ${signal ? `signal ${signal}` : `exit code ${code}`}]`;
  });
  const log = () => readFileSync(logFile, 'utf8').slice(-20_000) + ended;
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(late);
  };
  try {
    await waitUntilUp(`${url}${readyPath}`, child, log, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error('no pid for the child server');
  const readyAfterSeconds = (performance.now() - startedAt) / 1000;
  return {
    url,
    pid: child.pid,
    startedAt,
    readyAfterSeconds,
    output: log,
    stop: async () => {
      await stop();
      await rm(path.dirname(logFile), { recursive: true, force: true });
    },
  };
}
