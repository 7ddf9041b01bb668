import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Record 241: the server gives back start-up's garbage with two full collections once it listens. These run
// in a node of their own, because the test runner's workers have no exposed gc.
const RELEASE =
  "import('./src/server/startupGarbage.ts').then((m) => m.releaseStartupGarbage()).then(() => console.log('released'))";

/** The collections V8 ran for the script, as `--trace-gc` reports them. */
function collectionsOf(flags: string[]): { marks: number; output: string } {
  const output = execFileSync(process.execPath, [...flags, '--trace-gc', '--import', 'tsx', '-e', RELEASE], {
    encoding: 'utf8',
  });
  return { marks: output.match(/Mark-Compact/g)?.length ?? 0, output };
}

describe('releasing start-up garbage', () => {
  it('runs two full collections when node exposes gc', () => {
    const plain = collectionsOf([]);
    const exposed = collectionsOf(['--expose-gc']);
    expect(plain.output).toContain('released');
    expect(exposed.output).toContain('released');
    expect(exposed.marks - plain.marks).toBeGreaterThanOrEqual(2);
  });

  it('is what npm start runs', () => {
    const start = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start as string;
    expect(start).toMatch(/ node (--\S+ )*--expose-gc (--\S+ )*dist\/server\/main\.js$/);
  });
});
