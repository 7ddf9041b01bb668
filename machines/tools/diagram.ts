import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findMachines, readmePath, renderReadme } from './readme';

// `npm run machines:diagram`: regenerates machines/README.md from the machines themselves.

const machines = await findMachines();
await writeFile(readmePath, renderReadme(machines));
process.stdout.write(`${path.relative(process.cwd(), readmePath)}: ${machines.length} machine(s)\n`);
