import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './freePort';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own, in a temporary directory on a free port, that the test may stop
 * and start at will; the shared server at 127.0.0.1:5432 is never touched (other suites use it meanwhile).
 */
export interface ThrowawayPostgres {
  url: string;
  /** Stops at once, as a crash would (`pg_ctl stop -m immediate`): open connections are cut. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

function binDirectory(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}

/** Why no cluster can be made here (no PostgreSQL binaries, root without a `postgres` user), if so. */
export function throwawayPostgresUnavailable(): string | undefined {
  if (!binDirectory()) return 'no PostgreSQL server binaries under /usr/lib/postgresql/<version>/bin';
  if (process.getuid?.() !== 0) return undefined;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'running as root without a `postgres` OS user to own a cluster (initdb refuses root)';
  }
}

/** Creates and starts the cluster (about two seconds); throws when that fails. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDirectory();
  if (!bin) throw new Error('no PostgreSQL server binaries');
  // initdb refuses to run as root; as root the cluster belongs to the `postgres` OS user.
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot
    ? {
        uid: Number((await run('id', ['-u', 'postgres'])).stdout),
        gid: Number((await run('id', ['-g', 'postgres'])).stdout),
      }
    : undefined;
  const exec = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);

  const dir = await mkdtemp(path.join(tmpdir(), 'pg-fault-'));
  const data = path.join(dir, 'data');
  if (owner) await chown(dir, owner.uid, owner.gid);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
  let running = false;
  const start = async () => {
    await exec('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
    running = true;
  };
  const stop = async () => {
    await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    running = false;
  };
  try {
    await exec('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    await start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async destroy() {
      if (running) await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
