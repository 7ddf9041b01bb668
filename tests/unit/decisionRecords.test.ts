import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 41: README's flat list of decisions became one record per decision in docs/decisions/. None may be
// lost: every heading of the list as it stood (headings-2026-11-27.txt) must keep a record with that title,
// the index must list every record and nothing else, and every record must keep its sections. Records added
// later need no heading in that list.

const DIR = path.resolve('docs/decisions');
const HEADINGS = path.join(DIR, 'headings-2026-11-27.txt');
const INDEX = path.join(DIR, 'README.md');
const RECORD_NAME = /^\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const SECTIONS = ['## What', '## Why', '## Cost'];

interface DecisionRecord {
  file: string;
  title: string;
  text: string;
}

const readRecords = async (): Promise<DecisionRecord[]> => {
  const files = (await readdir(DIR)).filter((name) => name.endsWith('.md') && name !== 'README.md');
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(DIR, file), 'utf8');
      return { file, title: text.match(/^# (.+)$/m)?.[1] ?? '', text };
    }),
  );
};

/** The record files a Markdown text links to, relative to docs/decisions/. */
const linkedRecords = (markdown: string): string[] =>
  [...markdown.matchAll(/\]\(((?:\.\/)?\d{3}-[^)\s#]+\.md)(?:#[^)]*)?\)/g)].map(([, target = '']) =>
    target.replace(/^\.\//, ''),
  );

/** Paths of the form (docs/)decisions/NNN-slug.md mentioned in a text (README, docs, code comments). */
const mentionedRecords = (text: string): string[] =>
  [...text.matchAll(/decisions\/(\d{3}-[a-z0-9-]+\.md)/g)].map(([, file = '']) => file);

const filesUnder = async (folder: string, extensions: RegExp): Promise<string[]> => {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
};

describe('decision records (docs/decisions)', () => {
  it('keeps a record, by its exact title, for every heading of the list of 27 November', async () => {
    const headings = (await readFile(HEADINGS, 'utf8')).split('\n').filter((line) => line.trim() !== '');
    expect(headings.length).toBeGreaterThanOrEqual(200);
    const titles = new Set((await readRecords()).map((record) => record.title));
    expect(headings.filter((heading) => !titles.has(heading))).toEqual([]);
  });

  it('names every record NNN-slug.md with a number of its own', async () => {
    const records = await readRecords();
    expect(records.map((record) => record.file).filter((file) => !RECORD_NAME.test(file))).toEqual([]);
    const numbers = records.map((record) => record.file.slice(0, 3));
    expect(numbers.filter((number, at) => numbers.indexOf(number) !== at)).toEqual([]);
  });

  it('gives every record a title, an area, a status and its What, Why and Cost, in that order', async () => {
    const faults: string[] = [];
    for (const record of await readRecords()) {
      if (!record.text.startsWith('# ') || record.title.trim() === '')
        faults.push(`${record.file}: no title`);
      if (!/^- Area: .+$/m.test(record.text)) faults.push(`${record.file}: no "- Area:" line`);
      if (!/^- Status: .+$/m.test(record.text)) faults.push(`${record.file}: no "- Status:" line`);
      const at = SECTIONS.map((section) => record.text.search(new RegExp(`^${section}$`, 'm')));
      if (
        at.some((position) => position < 0) ||
        at.some((position, k) => k > 0 && position < (at[k - 1] ?? 0))
      ) {
        faults.push(`${record.file}: needs ${SECTIONS.join(', ')} in that order`);
        continue;
      }
      const bodies = SECTIONS.map((_, k) => record.text.slice(at[k], at[k + 1] ?? record.text.length));
      bodies.forEach((body, k) => {
        if (body.replace(/^## \w+\s*/, '').trim() === '') faults.push(`${record.file}: empty ${SECTIONS[k]}`);
      });
    }
    expect(faults).toEqual([]);
  });

  it('lists every record in the index, under an area, and links no file that is missing', async () => {
    const index = await readFile(INDEX, 'utf8');
    const files = new Set((await readRecords()).map((record) => record.file));
    const linked = linkedRecords(index);
    expect([...files].filter((file) => !linked.includes(file))).toEqual([]);
    expect(linked.filter((file) => !files.has(file))).toEqual([]);
    const firstArea = index.search(/^## (?!Adding a record)/m);
    const firstLink = index.search(/\]\(\d{3}-/);
    expect(firstArea).toBeGreaterThan(0);
    expect(firstLink).toBeGreaterThan(firstArea);
  });

  it('links only records that exist from the records, README, docs, the code and the tests', async () => {
    const files = new Set((await readRecords()).map((record) => record.file));
    const texts = [
      ...(await filesUnder(path.resolve('docs'), /\.md$/)),
      path.resolve('README.md'),
      ...(await filesUnder(path.resolve('src'), /\.(ts|tsx)$/)),
      ...(await filesUnder(path.resolve('machines'), /\.ts$/)),
      ...(await filesUnder(path.resolve('tests'), /\.(ts|tsx)$/)),
    ];
    const broken: string[] = [];
    for (const file of texts) {
      const text = await readFile(file, 'utf8');
      const inDecisions = path.dirname(file) === DIR;
      const targets = [...mentionedRecords(text), ...(inDecisions ? linkedRecords(text) : [])];
      for (const target of targets) {
        if (!files.has(target)) broken.push(`${path.relative(process.cwd(), file)} -> ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("README's count of records per area is the index's", async () => {
    const index = await readFile(INDEX, 'utf8');
    const perArea = new Map<string, number>();
    for (const section of index.split(/^## /m).slice(1)) {
      const [heading = '', ...lines] = section.split('\n');
      const records = lines.filter((line) => /^- \[\d{3} /.test(line)).length;
      if (records > 0) perArea.set(heading.trim(), records);
    }
    // README names each area as a link to its heading, then the count: "[Spanish](...#spanish) (17)".
    const readme = (await readFile(path.resolve('README.md'), 'utf8')).replace(/\s*\n\s*/g, ' ');
    const counted = new Map(
      [...readme.matchAll(/\[([^\]]+)\]\(docs\/decisions\/README\.md#[^)]+\) \((\d+)\)/g)].map(
        ([, area = '', count = '']) => [area, Number(count)],
      ),
    );
    expect(counted).toEqual(perArea);
  });
});
