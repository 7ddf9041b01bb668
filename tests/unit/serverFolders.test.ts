// Issue 11: the folders of src/server import each other in one direction only. A folder is the first path
// segment below src/server; files directly in it form the root folder, the one place that wires every feature.
import { describe, expect, it } from 'vitest';
import {
  type ImportGraph,
  importCycles,
  SERVER_ROOT_FOLDER as ROOT,
  readImportGraph,
  serverFolderGraph,
} from '../helpers/importGraph';

describe('folders of src/server', () => {
  const folders = serverFolderGraph(readImportGraph());

  it('reads every folder, the root included', () => {
    expect([...folders.keys()]).toEqual(expect.arrayContaining([ROOT, 'db', 'mail']));
  });

  it('import each other without a loop', () => {
    expect(importCycles(folders)).toEqual([]);
  });

  it('never import the root, which wires them all', () => {
    const importers = [...folders].filter(([, targets]) => targets.has(ROOT)).map(([folder]) => folder);
    expect(importers).toEqual([]);
  });
});

describe('the folder check itself', () => {
  it('finds a loop between folders that no file-level cycle shows', () => {
    const files: ImportGraph = new Map([
      ['src/server/auth/a.ts', new Set(['src/server/sessions/b.ts'])],
      ['src/server/sessions/c.ts', new Set(['src/server/auth/d.ts', 'src/shared/x.ts'])],
      ['src/server/app.ts', new Set(['src/server/auth/a.ts', 'src/server/main.ts'])],
    ]);
    expect(importCycles(files)).toEqual([]);
    expect(importCycles(serverFolderGraph(files))).toEqual([['auth', 'sessions']]);
  });
});
