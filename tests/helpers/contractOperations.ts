import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

// openapi.yaml's operations as the conformance check (contractConformance.ts) reads them: each one's route,
// and per status its media types with their schemas and its headers, every `$ref` resolved.

export type Json = Record<string, unknown>;

export interface DeclaredHeader {
  required: boolean;
  schema: Json | undefined;
}

/** One declared response of an operation: its media types (with their schemas) and headers. */
export interface DeclaredResponse {
  content: Map<string, Json | undefined>;
  headers: Map<string, DeclaredHeader>;
}

export interface ContractOperation {
  id: string;
  method: string;
  /** The contract's path under /api, e.g. `/contact-numbers/{id}`. */
  path: string;
  /** The route as Fastify registers it: `/api/contact-numbers/:id`. */
  route: string;
  pattern: RegExp;
  responses: Map<string, DeclaredResponse>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Replaces every local `$ref` by its target (the contract has no recursive schemas). */
function resolve(node: unknown, root: Json): unknown {
  if (Array.isArray(node)) return node.map((item) => resolve(item, root));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string') {
    let target: unknown = root;
    for (const segment of ref.replace(/^#\//, '').split('/'))
      target = (target as Json | undefined)?.[segment];
    if (target === undefined) throw new Error(`openapi.yaml: unresolved ${ref}`);
    return resolve(target, root);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, root)]));
}

function declaredResponse(response: Json): DeclaredResponse {
  const content = new Map<string, Json | undefined>();
  for (const [type, media] of Object.entries((response.content ?? {}) as Record<string, Json>)) {
    content.set(type.toLowerCase(), media.schema as Json | undefined);
  }
  const headers = new Map<string, DeclaredHeader>();
  for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Json>)) {
    headers.set(name.toLowerCase(), { required: header.required === true, schema: header.schema as Json });
  }
  return { content, headers };
}

function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) =>
      /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^/api${escaped}$`);
}

/**
 * openapi.yaml as parsed, from a JSON copy in the temporary folder when one was made for the same text:
 * parsing the YAML takes most of a second, and every test file's worker would otherwise do it again.
 */
function parsedContract(yamlText: string): Json {
  const hash = createHash('sha256').update(yamlText).digest('hex').slice(0, 16);
  const copy = path.join(tmpdir(), `site-contract-${hash}.json`);
  try {
    return JSON.parse(readFileSync(copy, 'utf8')) as Json;
  } catch {
    const parsed = parse(yamlText) as Json;
    // Written whole, then renamed: a worker reading it at the same moment never sees half of it.
    const partial = `${copy}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(parsed));
    renameSync(partial, copy);
    return parsed;
  }
}

export function contractOperations(yamlText: string): ContractOperation[] {
  const raw = parsedContract(yamlText);
  const resolved = resolve(raw, raw) as Json;
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(resolved.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const responses = new Map<string, DeclaredResponse>();
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        responses.set(status.toUpperCase(), declaredResponse(response));
      }
      operations.push({
        id: String(op.operationId),
        method: method.toUpperCase(),
        path,
        route: `/api${path.replace(/\{([^}]+)\}/g, ':$1')}`,
        pattern: pathPattern(path),
        responses,
      });
    }
  }
  return operations;
}
