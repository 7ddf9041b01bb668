import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { CONTRACT_FILE, PARSED_CONTRACT_FILE } from '../config/projectFiles.ts';
import { contractDigest, type ParsedContract } from '../docs/parsedContract.ts';

/**
 * Writes openapi.yaml parsed, as JSON, beside the compiled server (dist/server/contract.json), tagged with
 * the digest of the YAML it came from, so the server reads it in milliseconds and only while it matches.
 */
export function contractJson(): Plugin {
  return {
    name: 'contract-json',
    apply: 'build',
    async generateBundle() {
      const yaml = await readFile(CONTRACT_FILE, 'utf8');
      const parsed: ParsedContract = {
        source: contractDigest(yaml),
        document: parse(yaml),
      };
      this.emitFile({
        type: 'asset',
        fileName: path.basename(PARSED_CONTRACT_FILE),
        source: JSON.stringify(parsed),
      });
    },
  };
}
