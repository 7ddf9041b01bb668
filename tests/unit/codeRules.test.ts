// Two of the brief's rules about the code itself, checked on every file of src and machines: files short
// enough to read in one sitting (300 lines; the generated API types excepted), and one module that reads
// and writes the browser's cookies (src/api/cookies.ts), besides the inline theme script of every page,
// which runs before any module can.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 300;
const GENERATED = new Set(['src/api/schema.d.ts']);
const COOKIE_READERS = new Set(['src/api/cookies.ts', 'src/web/prerender/document.ts']);

const sources = ['src', 'machines'].flatMap((root) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name)),
);
const lines = (file: string) => readFileSync(file, 'utf8').split('\n');
/** The file's lines that are code, not comment. */
const code = (file: string) => lines(file).filter((line) => !/^\s*(\/\/|\/?\*)/.test(line));

describe('the code', () => {
  it('is read from both folders', () => {
    expect(sources.length).toBeGreaterThan(200);
    expect(sources).toContain(path.join('machines', 'passkeys.machine.ts'));
  });

  it(`keeps every hand-written file within ${MAX_LINES} lines`, () => {
    const long = sources
      .filter((file) => !GENERATED.has(file))
      .map((file) => ({ file, count: lines(file).length - 1 }))
      .filter(({ count }) => count > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('touches document.cookie only in the cookie module and the inline theme script', () => {
    const readers = sources.filter((file) => code(file).some((line) => line.includes('document.cookie')));
    expect(readers.filter((file) => !COOKIE_READERS.has(file))).toEqual([]);
  });
});
