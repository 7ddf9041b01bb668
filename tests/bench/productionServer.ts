import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type ChildServer, startChildServer } from './childServer';
import { residentMegabytes } from './processMemory';

export const SERVER_BUNDLE = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));
const PACKAGE_JSON = fileURLToPath(new URL('../../package.json', import.meta.url));
const BARE_FASTIFY = fileURLToPath(new URL('./bareFastify.ts', import.meta.url));

/** `npm start`'s last step as written in package.json: its environment assignments and its node command. */
function startCommand(): { env: Record<string, string>; words: string[] } {
  const start = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')).scripts.start as string;
  const words = start.split('&&').pop()?.trim().split(/\s+/) ?? [];
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name = '', ...value] = (words.shift() ?? '').split('=');
    env[name] = value.join('=');
  }
  if (words[0] !== 'node') throw new Error(`npm start does not end with a node command: ${start}`);
  return { env, words };
}

/**
 * The node arguments of `npm start`'s last step (package.json), so the bench measures exactly what a user
 * runs; BENCH_SERVER_ARGS="--import tsx src/server/main.ts" measures the source through tsx instead.
 */
export function serverArgs(): string[] {
  const custom = process.env.BENCH_SERVER_ARGS?.trim();
  if (custom) return custom.split(/\s+/);
  return startCommand()
    .words.slice(1)
    .map((arg) => (arg.endsWith('dist/server/main.js') ? SERVER_BUNDLE : arg));
}

/** The environment `npm start`'s last step sets for the server (the C library's allocator settings). */
export function serverEnv(): Record<string, string> {
  return startCommand().env;
}

/** The compiled server (`npm run build:server`), as `npm start` runs it, in a child process of its own. */
export async function startProductionServer(env: Record<string, string>): Promise<ChildServer> {
  const args = serverArgs();
  if (args.includes(SERVER_BUNDLE) && !existsSync(SERVER_BUNDLE)) {
    throw new Error(`${SERVER_BUNDLE} is missing: run npm run build:server`);
  }
  return startChildServer(args, { ...serverEnv(), TRUST_PROXY: 'true', ...env }, '/api/health');
}

export function startBareFastify(): Promise<ChildServer> {
  return startChildServer(['--import', 'tsx', BARE_FASTIFY], {}, '/api/health');
}

/** RSS when `seconds` have passed since the process was spawned (the "10 s after start"). */
export async function residentAfter(server: ChildServer, seconds = 10): Promise<number> {
  const wait = server.startedAt + seconds * 1000 - performance.now();
  if (wait > 0) await sleep(wait);
  return residentMegabytes(server.pid);
}
