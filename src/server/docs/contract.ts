import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { CONTRACT_FILE, PARSED_CONTRACT_FILE } from '../config/projectFiles';
import { contractDigest, type ParsedContract } from './parsedContract';

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

async function parsedAtBuild(yaml: string, file: string): Promise<ContractDocument | undefined> {
  try {
    // Written by the build from this type (contractJson.plugin.ts); the digest check below vouches for it.
    const parsed = JSON.parse(await readFile(file, 'utf8')) as ParsedContract<ContractDocument>;
    return parsed.source === contractDigest(yaml) ? parsed.document : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The contract, from the build's JSON copy when it was made from this very YAML text. Parsing the 9,000
 * lines of YAML takes 160-190 ms and builds a syntax tree of tens of megabytes that lives long enough to be
 * moved to the old generation; the server then held that much more memory for its first seconds (record
 * 238). Reading JSON takes 3 ms. A YAML edited since the build (or no build, as in the tests) is parsed.
 */
export async function readContract(
  file = CONTRACT_FILE,
  parsedFile = PARSED_CONTRACT_FILE,
): Promise<Contract> {
  const yaml = await readFile(file, 'utf8');
  const document = (await parsedAtBuild(yaml, parsedFile)) ?? (parse(yaml) as ContractDocument);
  return { yaml, document };
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
