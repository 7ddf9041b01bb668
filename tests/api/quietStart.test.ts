import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/freePort';

// `npm start`'s server as a developer runs it (issue 15): NODE_ENV=development with nothing else set but a
// .env file, in a folder of its own. Its output must carry no warning, say first where the site is,
// which database and mail it uses, and then log one readable line per request.

const MAIN = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

let folder: string;
let port: number;
let child: ChildProcess;
let stdout = '';
let stderr = '';

const lines = () => stdout.split('\n').filter((line) => line !== '');

async function until(test: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!test()) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}${stdout}`);
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}: ${stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'quiet-start-'));
  port = await freePort();
  await writeFile(path.join(folder, '.env'), `# read by the server at start\nPORT=${port}\n`);
  const env: Record<string, string> = { NODE_ENV: 'development', PATH: process.env.PATH ?? '' };
  // The site's build is not needed here (pages answer 503 without it); an empty folder keeps this test
  // the same before and after `npm run build`.
  env.WEB_DIR = path.join(folder, 'no-build');
  child = spawn(process.execPath, ['--import', TSX, MAIN], {
    cwd: folder,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  await until(() => stdout.includes('API reference at'), 'the start-up summary');
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(folder, { recursive: true, force: true });
});

describe('a development start', () => {
  it('says where the site is, the database, the mail and the settings first, and warns of nothing', () => {
    const [first, ...rest] = lines();
    expect(first).toMatch(
      new RegExp(
        `^\\d\\d:\\d\\d:\\d\\d site and API at http://localhost:${port} \\(development; listening on http://127\\.0\\.0\\.1:${port}\\)$`,
      ),
    );
    expect(rest.slice(0, 4).map((line) => line.replace(/^\d\d:\d\d:\d\d /, ''))).toEqual([
      'database: PGlite (embedded) in data/pglite  database=pglite',
      'e-mail: not sent; each message is written to data/mail and summarised here (set SMTP_URL to send)  mail=files',
      `API reference at http://localhost:${port}/api/docs`,
      'settings read from .env',
    ]);
    expect(stderr).toBe('');
    expect(stdout).not.toMatch(/WARN|ERROR|warning/i);
  });

  it('then logs one readable line per request', async () => {
    for (const pathname of ['/api/health', '/api/docs', '/api/nothing-here']) {
      await (await fetch(`http://127.0.0.1:${port}${pathname}`)).arrayBuffer();
    }
    await until(() => stdout.includes('/api/nothing-here'), 'the request lines', 10_000);
    const requests = lines().filter((line) => / \/api\//.test(line) && !line.includes('API reference'));
    expect(
      requests.map((line) => line.replace(/^\d\d:\d\d:\d\d /, '').replace(/ [\d.]+ ms$/, ' N ms')),
    ).toEqual(['GET /api/health 200 N ms', 'GET /api/docs 200 N ms', 'GET /api/nothing-here 404 N ms']);
    expect(stderr).toBe('');
  });
});
