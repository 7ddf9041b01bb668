// `npm test`: every check and every suite, in stages, with each step's wall time (issue 24). Steps that do
// not depend on each other run side by side: the type-check is one process on one core while the unit
// tests use the other, and the web build does not touch what the API suite reads (its servers start with
// no build unless a test brings one). A failed stage stops the run after its other steps have finished,
// so their output is complete; the table says what ran and how long it took.
//
// STAGE_TIMES_FILE: also append each step's row ("name<TAB>seconds<TAB>result") to this file, so .ci/run
// can print one table for the whole CI run.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { formatStageTable, type StepTime } from './stageTable';

interface Step {
  name: string;
  command: string;
}

const STAGES: readonly (readonly Step[])[] = [
  [
    { name: 'generated client check', command: 'npm run check:api' },
    { name: 'type-check', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
    { name: 'unit and machine tests', command: 'npm run test:unit' },
  ],
  [
    { name: 'API tests on PGlite', command: 'npm run test:api' },
    { name: 'build', command: 'npm run build' },
  ],
  [{ name: 'browser tests', command: 'npx vitest run --project e2e' }],
];

/** Runs one step; its output is streamed when it runs alone, or kept and printed whole when it ends. */
function run(step: Step, alone: boolean): Promise<StepTime> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (passed: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      const header = `\n--- ${step.name}: ${step.command} (${seconds.toFixed(1)} s, ${passed ? 'passed' : 'FAILED'})\n`;
      if (alone) process.stdout.write(header);
      else process.stdout.write(header + Buffer.concat(output).toString('utf8'));
      resolve({ name: step.name, seconds, passed });
    };
    child.on('error', () => finish(false));
    child.on('close', (code) => finish(code === 0));
  });
}

async function main(): Promise<void> {
  const times: StepTime[] = [];
  const started = performance.now();
  let failed = false;
  for (const stage of STAGES) {
    if (failed) break;
    if (stage.length > 1)
      process.stdout.write(`\n--- side by side: ${stage.map((s) => s.name).join(', ')}\n`);
    const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
    times.push(...results);
    failed = results.some((result) => !result.passed);
  }
  const total = (performance.now() - started) / 1000;
  process.stdout.write(`\n${formatStageTable(times, total).join('\n')}\n`);
  const file = process.env.STAGE_TIMES_FILE;
  if (file) {
    for (const time of times)
      appendFileSync(
        file,
        `${time.name}\t${time.seconds.toFixed(1)}\t${time.passed ? 'passed' : 'FAILED'}\n`,
      );
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
