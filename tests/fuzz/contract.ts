import { readFileSync } from 'node:fs';
import { parseYaml } from '@redocly/openapi-core';
import { CONTRACT_FILE } from '../../src/server/config/projectFiles';

/** The slice of JSON Schema the generator understands; openapi.yaml uses nothing beyond it in requests. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minProperties?: number;
  maxProperties?: number;
  additionalProperties?: boolean;
  'x-multiline'?: boolean;
}

export interface Operation {
  id: string;
  method: string;
  /** The contract's path under /api, e.g. `/contact-numbers/{id}`. */
  path: string;
  pathParams: Record<string, Schema>;
  /** Declared header parameters (Idempotency-Key), by their lower-case names as Node reads them. */
  headerParams: Record<string, Schema>;
  /** Declared request media types and their schemas (empty: the operation takes no body). */
  bodies: Record<string, Schema>;
  bearer: 'required' | 'optional' | 'none';
}

type Json = Record<string, unknown>;

/** Replaces every local `$ref` by its target, recursively (the contract has no recursive schemas). */
function resolve(node: unknown, root: Json): unknown {
  if (Array.isArray(node)) return node.map((item) => resolve(item, root));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string') {
    let target: unknown = root;
    for (const segment of ref.replace(/^#\//, '').split('/')) target = (target as Json)[segment];
    return resolve(target, root);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, root)]));
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of openapi.yaml, with its schemas resolved: the fuzzer's only source of truth. */
export function loadOperations(): Operation[] {
  const raw = parseYaml(readFileSync(CONTRACT_FILE, 'utf8')) as Json;
  const resolved = resolve(raw, raw) as Json;
  const globalSecurity = (resolved.security ?? []) as Json[];
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(resolved.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const declared = (op.parameters ?? []) as Json[];
      const params = declared.filter((p) => p.in === 'path');
      const headerParams = declared.filter((p) => p.in === 'header');
      const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<
        string,
        { schema: Schema }
      >;
      const security = (op.security ?? globalSecurity) as Json[];
      const bearer = security.some((s) => 'bearerAuth' in s);
      const anonymous = security.length === 0 || security.some((s) => Object.keys(s).length === 0);
      operations.push({
        id: String(op.operationId),
        method: method.toUpperCase(),
        path,
        pathParams: Object.fromEntries(params.map((p) => [String(p.name), p.schema as Schema])),
        headerParams: Object.fromEntries(
          headerParams.map((p) => [String(p.name).toLowerCase(), p.schema as Schema]),
        ),
        bodies: Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema])),
        bearer: !bearer ? 'none' : anonymous ? 'optional' : 'required',
      });
    }
  }
  return operations;
}
