import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { CONTRACT_FILE } from '../config/projectFiles';

/** The parts of openapi.yaml the server reads beyond routing (which fastify-openapi-glue does). */
export interface ContractDocument {
  paths?: Record<
    string,
    Record<string, { requestBody?: MediaTypes; responses?: Record<string, MediaTypes> }>
  >;
  components?: { responses?: Record<string, MediaTypes>; requestBodies?: Record<string, MediaTypes> };
}

interface MediaTypes {
  $ref?: string;
  content?: Record<string, unknown>;
}

/** openapi.yaml as written and as parsed. */
export interface Contract {
  yaml: string;
  document: ContractDocument;
}

export async function readContract(file = CONTRACT_FILE): Promise<Contract> {
  const yaml = await readFile(file, 'utf8');
  return { yaml, document: parse(yaml) as ContractDocument };
}

function mediaTypesOf(contract: ContractDocument, item: MediaTypes | undefined): string[] {
  if (item === undefined) return [];
  const ref = item.$ref?.match(/^#\/components\/(responses|requestBodies)\/(.+)$/);
  const target = ref
    ? contract.components?.[ref[1] as 'responses' | 'requestBodies']?.[ref[2] as string]
    : item;
  return Object.keys(target?.content ?? {}).map((type) => type.toLowerCase());
}

/**
 * Media types the contract only answers with (the profile image's image/webp, the leads export's text/csv),
 * never accepts. fastify-openapi-glue collects request and answer types alike and warns at start for each
 * one without a body parser; api.ts gives these a parser that refuses them.
 */
export function answerOnlyMediaTypes(contract: ContractDocument): string[] {
  const accepted = new Set<string>();
  const answered = new Set<string>();
  for (const item of Object.values(contract.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const type of mediaTypesOf(contract, operation.requestBody)) accepted.add(type);
      for (const response of Object.values(operation.responses ?? {})) {
        for (const type of mediaTypesOf(contract, response)) answered.add(type);
      }
    }
  }
  return [...answered].filter((type) => !accepted.has(type)).sort();
}
