import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
import { machineToMermaid } from '../../machines/tools/mermaid';
import { findMachines, readmePath, renderReadme } from '../../machines/tools/readme';

describe('machines/README.md', () => {
  it('is up to date with the machines (run `npm run machines:diagram`)', async () => {
    const machines = await findMachines();
    expect(machines.map((found) => found.exportName)).toContain('themeMachine');
    const onDisk = await readFile(readmePath, 'utf8');
    expect(onDisk).toBe(renderReadme(machines));
  });
});

describe('machineToMermaid', () => {
  const machine = setup({
    actors: { sendCode: fromPromise(async () => 'ok') },
    guards: { isValid: () => true, isFresh: () => true },
    delays: { cooldown: 60_000 },
  }).createMachine({
    id: 'sample-flow',
    initial: 'editing',
    on: { RESET: '.editing' },
    states: {
      editing: { on: { SUBMIT: { guard: and(['isValid', not('isFresh')]), target: 'sending' }, TYPE: {} } },
      sending: {
        invoke: { src: 'sendCode', onDone: 'waiting', onError: 'editing' },
      },
      waiting: {
        type: 'parallel',
        states: {
          timer: {
            initial: 'running',
            states: { running: { after: { cooldown: 'over', 1500: 'running' } }, over: { type: 'final' } },
          },
          input: { initial: 'idle', states: { idle: { on: { DONE: '#sample-flow.done' } } } },
        },
      },
      done: { type: 'final' },
    },
  });
  const text = machineToMermaid(machine);

  it('draws states, nesting, parallel regions, initial and final states', () => {
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(text).toContain('state sample_flow {');
    expect(text).toContain('[*] --> sample_flow');
    expect(text).toContain('[*] --> editing');
    expect(text).toContain('state waiting {');
    expect(text).toMatch(/state waiting_timer \{[\s\S]*\n {6}--\n {6}state waiting_input \{/);
    expect(text).toContain('state "running" as waiting_timer_running');
    expect(text).toContain('[*] --> waiting_timer_running');
    expect(text).toContain('waiting_timer_over --> [*]');
    expect(text).toContain('done --> [*]');
  });

  it('labels transitions with events, guards, delays and actor results', () => {
    expect(text).toContain('editing --> sending : SUBMIT [(isValid && !isFresh)]');
    expect(text).toContain('editing --> editing : TYPE');
    expect(text).toContain('sending --> waiting : done sendCode');
    expect(text).toContain('sending --> editing : error sendCode');
    expect(text).toContain('waiting_timer_running --> waiting_timer_over : after cooldown');
    expect(text).toContain('waiting_timer_running --> waiting_timer_running : after 1500 ms');
    expect(text).toContain('sample_flow --> editing : RESET');
  });

  it('writes an edge inside the deepest block holding both ends', () => {
    const lines = text.split('\n');
    // Leaves the parallel state for a top-level state: written at top level inside the machine box.
    expect(lines).toContain('    waiting_input_idle --> done : DONE');
    // Stays inside one region: written inside that region's block.
    expect(lines).toContain('        waiting_timer_running --> waiting_timer_over : after cooldown');
  });
});
