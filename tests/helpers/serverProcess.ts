import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './freePort';
import { seedMigratedPglite } from './testDatabase';

const MAIN = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** `npm start`'s server (src/server/main.ts under tsx) as a child process, in a folder of its own. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Settles when the process has exited: its code or signal, and when. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Standard error so far (the child's standard output is the test's to read, or not). */
  stderr(): string;
  /** Ends the process if it is still running, and removes its folder. */
  dispose(): Promise<void>;
}

/**
 * Starts the server on PGlite with `env` added, and waits until it answers its health check. Its standard
 * output is a pipe the test owns (`child.stdout`): on Linux a Unix socket pair, as a process manager or
 * journald gives a service.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const folder = await mkdtemp(path.join(tmpdir(), 'server-process-'));
  const port = await freePort();
  await seedMigratedPglite(path.join(folder, 'data'));
  const child = spawn(process.execPath, ['--import', TSX, MAIN], {
    cwd: folder,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: path.join(folder, 'data'),
      // No site build: pages answer 503, and the server starts the same before and after `npm run build`.
      WEB_DIR: path.join(folder, 'no-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    if (performance.now() - started > 60_000) throw new Error(`the server did not start: ${stderr}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url,
    port,
    exited,
    stderr: () => stderr,
    async dispose() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
