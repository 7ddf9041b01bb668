// Issue 11: no import cycles (type-only imports count: a reader follows them too) and imports only along
// the flow shared <- api <- machines <- web, content <- web, server <- shared and content.
import { describe, expect, it } from 'vitest';
import { type ImportGraph, importCycles, readImportGraph } from '../helpers/importGraph';

type Layer = 'shared' | 'contract' | 'api' | 'machines' | 'content' | 'web' | 'server';

/** The generated types of openapi.yaml are the contract both sides are written against. */
const CONTRACT = 'src/api/schema.d.ts';

function layerOf(file: string): Layer {
  if (file === CONTRACT) return 'contract';
  if (file.startsWith('machines/')) return 'machines';
  const layer = file.split('/')[1];
  if (layer === 'shared' || layer === 'api' || layer === 'content' || layer === 'web' || layer === 'server')
    return layer;
  throw new Error(`${file} belongs to no layer`);
}

const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  shared: ['shared'],
  contract: [],
  api: ['api', 'contract', 'shared'],
  machines: ['machines', 'api', 'contract', 'shared'],
  content: ['content', 'shared'],
  web: ['web', 'machines', 'api', 'contract', 'shared', 'content'],
  server: ['server', 'contract', 'shared', 'content'],
};

function againstTheFlow(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    for (const target of targets) {
      if (!MAY_IMPORT[layerOf(file)].includes(layerOf(target))) found.push(`${file} -> ${target}`);
    }
  }
  return found.sort();
}

describe('import graph of src/ and machines/', () => {
  const graph = readImportGraph();

  it('reads the whole project, type-only and dynamic imports included', () => {
    expect(graph.size).toBeGreaterThan(250);
    expect(graph.get('src/web/main.tsx')).toContain('src/web/boot.tsx');
    expect(graph.get('src/web/account/TwoFactorStep.tsx')).toContain('machines/signIn.machine.ts');
  });

  it('has no import cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('imports only along the flow shared <- api <- machines <- web, content <- web, shared/content <- server', () => {
    expect(againstTheFlow(graph)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a cycle through a type-only import and a file importing itself', () => {
    const graph: ImportGraph = new Map([
      ['src/web/a.tsx', new Set(['src/web/b.tsx'])],
      ['src/web/b.tsx', new Set(['src/web/a.tsx'])],
      ['src/web/c.tsx', new Set(['src/web/c.tsx'])],
      ['src/web/d.tsx', new Set(['src/web/a.tsx'])],
    ]);
    expect(importCycles(graph)).toEqual([['src/web/a.tsx', 'src/web/b.tsx'], ['src/web/c.tsx']]);
  });

  it('refuse the server importing the web app and shared code importing machines', () => {
    const graph: ImportGraph = new Map([
      ['src/server/x.ts', new Set(['src/web/router.tsx', 'src/shared/messages.ts', CONTRACT])],
      ['src/shared/y.ts', new Set(['machines/theme.machine.ts'])],
    ]);
    expect(againstTheFlow(graph)).toEqual([
      'src/server/x.ts -> src/web/router.tsx',
      'src/shared/y.ts -> machines/theme.machine.ts',
    ]);
  });
});
