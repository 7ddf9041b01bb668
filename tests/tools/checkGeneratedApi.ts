/**
 * `npm run check:api`: fails when src/api/schema.d.ts is not what `npm run gen:api` makes from openapi.yaml.
 * It regenerates into a temporary file with the same openapi-typescript CLI, formats the result with biome
 * as if it were src/api/schema.d.ts (so biome.json's choices for that path apply, ignored or not), and
 * compares. Nothing in the work tree is written.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTRACT = path.join(ROOT, 'openapi.yaml');
const GENERATED = 'src/api/schema.d.ts';

const require = createRequire(import.meta.url);

function binOf(packageName: string, bin: string): string {
  const manifestPath = require.resolve(`${packageName}/package.json`, { paths: [ROOT] });
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    bin?: Record<string, string> | string;
  };
  const relative = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[bin];
  if (!relative) throw new Error(`${packageName} has no "${bin}" executable`);
  return path.join(path.dirname(manifestPath), relative);
}

function generate(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-api-'));
  try {
    const out = path.join(dir, 'schema.d.ts');
    execFileSync(process.execPath, [binOf('openapi-typescript', 'openapi-typescript'), CONTRACT, '-o', out], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return readFileSync(out, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function formatAsGenerated(source: string): string {
  // With --stdin-file-path biome prints the formatted text, or the input unchanged when the path is ignored.
  return execFileSync(
    process.execPath,
    [binOf('@biomejs/biome', 'biome'), 'format', `--stdin-file-path=${GENERATED}`],
    {
      cwd: ROOT,
      input: source,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

function firstDifference(expected: string, actual: string): string {
  const want = expected.split('\n');
  const have = actual.split('\n');
  for (let i = 0; i < Math.max(want.length, have.length); i++) {
    if (want[i] !== have[i]) {
      return `first difference at line ${i + 1}:\n  expected: ${want[i] ?? '<end of file>'}\n  committed: ${have[i] ?? '<end of file>'}`;
    }
  }
  return 'the files differ only in line endings';
}

function main(): number {
  const committedPath = path.join(ROOT, GENERATED);
  if (!existsSync(committedPath)) {
    console.error(`${GENERATED} is missing. Run \`npm run gen:api\` and commit the result.`);
    return 1;
  }
  const expected = formatAsGenerated(generate());
  const committed = readFileSync(committedPath, 'utf8');
  if (expected !== committed) {
    console.error(
      `${GENERATED} is out of date with openapi.yaml (${firstDifference(expected, committed)}).\n` +
        'Run `npm run gen:api` and commit the result.',
    );
    return 1;
  }
  process.stdout.write(`${GENERATED} matches openapi.yaml.\n`);
  return 0;
}

process.exitCode = main();
