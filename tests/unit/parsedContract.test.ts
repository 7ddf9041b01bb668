import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractJson } from '../../src/server/build/contractJson.plugin';
import { CONTRACT_FILE, PARSED_CONTRACT_FILE } from '../../src/server/config/projectFiles';
import { readContract } from '../../src/server/docs/contract';
import { contractDigest } from '../../src/server/docs/parsedContract';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'parsed-contract-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The file the build's plugin writes, as Rollup would receive it. */
async function emittedByBuild(): Promise<{ fileName: string; source: string }> {
  const emitted: { fileName: string; source: string }[] = [];
  const plugin: Plugin = contractJson();
  const generateBundle = plugin.generateBundle as (this: unknown) => Promise<void>;
  // Only emitFile is used of Rollup's plugin context.
  await generateBundle.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) });
  const [file] = emitted;
  if (!file || emitted.length !== 1) throw new Error(`the plugin emitted ${emitted.length} files`);
  return file;
}

describe('the contract parsed at build time', () => {
  it('is openapi.yaml parsed, named by its digest, written beside the compiled server', async () => {
    const yaml = await readFile(CONTRACT_FILE, 'utf8');
    const file = await emittedByBuild();
    expect(path.join(path.dirname(PARSED_CONTRACT_FILE), file.fileName)).toBe(PARSED_CONTRACT_FILE);
    expect(JSON.parse(file.source)).toEqual({ source: contractDigest(yaml), document: parse(yaml) });
  });

  it('is read instead of the YAML while it was made from that very text', async () => {
    const yaml = await readFile(CONTRACT_FILE, 'utf8');
    const json = path.join(dir, 'contract.json');
    await writeFile(json, (await emittedByBuild()).source);
    const contract = await readContract(CONTRACT_FILE, json);
    expect(contract.yaml).toBe(yaml);
    expect(contract.document).toEqual(parse(yaml));
    // Proof that the JSON is what was read: a copy that says something else is believed when it matches.
    await writeFile(json, JSON.stringify({ source: contractDigest(yaml), document: { paths: {} } }));
    expect((await readContract(CONTRACT_FILE, json)).document).toEqual({ paths: {} });
  });

  it('is passed over for the YAML once that has changed, or when it is missing or unreadable', async () => {
    const yaml = path.join(dir, 'openapi.yaml');
    await writeFile(yaml, 'openapi: 3.1.0\npaths: {}\n');
    const json = path.join(dir, 'contract.json');
    await writeFile(json, JSON.stringify({ source: contractDigest('openapi: 3.0.0\n'), document: {} }));
    expect((await readContract(yaml, json)).document).toEqual({ openapi: '3.1.0', paths: {} });
    await writeFile(json, '{"source": "');
    expect((await readContract(yaml, json)).document).toEqual({ openapi: '3.1.0', paths: {} });
    expect((await readContract(yaml, path.join(dir, 'none.json'))).document).toEqual({
      openapi: '3.1.0',
      paths: {},
    });
  });
});
