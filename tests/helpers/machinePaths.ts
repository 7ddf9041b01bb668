import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type StatePath,
  serializeEvent,
  serializeSnapshot,
  type TraversalOptions,
} from '@xstate/graph';
import { expect, it } from 'vitest';
import {
  type Actor,
  type ActorLogic,
  type AnyActor,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  type InputFrom,
  type SimulatedClock,
} from 'xstate';

// Model-based path testing for every machine (ARCHITECTURE section 5): @xstate/graph walks the machine,
// and each path is replayed against a real actor whose calls are doubles (machineDoubles.ts): a step that
// answers a call (`answer('signIn', output)`, `refuse('signIn', error)`) settles that double, as the server
// would, and every other step is the event the view sends or the time that passes.
// Pattern: `getMachinePaths(model)` in the test file, then `it.each(paths)` calling `runMachinePath`.

/** A call's answer in a path: the walk sees it as the actor's done or error event. */
export type CallAnswer =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

export function answer(call: string, output: unknown): CallAnswer {
  return { type: `xstate.done.actor.${call}`, output };
}

export function refuse(call: string, error: unknown): CallAnswer {
  return { type: `xstate.error.actor.${call}`, error };
}

/** What runMachinePath needs of a call double (method syntax: any output type may be answered). */
export interface AnswerableCall {
  resolve(output: unknown): Promise<void>;
  reject(error: unknown): Promise<void>;
}

/** The machine's own snapshot type (what `transition` returns), which @xstate/graph works with. */
type SnapshotOf<M extends AnyStateMachine> = ReturnType<M['transition']>;

type PathEvent<M extends AnyStateMachine> = EventFromLogic<M> | CallAnswer;

type Events<M extends AnyStateMachine> =
  | readonly PathEvent<M>[]
  | ((snapshot: SnapshotOf<M>) => readonly PathEvent<M>[]);

export interface PathModel<M extends AnyStateMachine> {
  machine: M;
  input?: InputFrom<M>;
  /** Events with payloads to try; events without payload are found in the machine itself. */
  events?: Events<M>;
  /** Identity of a state for the walk; defaults to value + context as JSON. */
  serializeState?: (snapshot: SnapshotOf<M>) => string;
}

export interface PathStep<M extends AnyStateMachine> {
  event: PathEvent<M>;
  /** The snapshot the model expects after `event`. The first step is the actor start (`xstate.init`). */
  expected: SnapshotOf<M>;
}

export interface MachinePath<M extends AnyStateMachine> {
  description: string;
  input: InputFrom<M> | undefined;
  steps: PathStep<M>[];
}

const INIT_EVENT = 'xstate.init';

function describeSteps(steps: readonly { event: { type: string }; expected: { value: unknown } }[]): string {
  return steps
    .map(({ event, expected }, index) => {
      const target = JSON.stringify(expected.value);
      if (index === 0) return target;
      const { type, ...payload } = event;
      const shownPayload = Object.keys(payload).length > 0 ? JSON.stringify(payload) : '';
      return `-${type}${shownPayload}-> ${target}`;
    })
    .join(' ');
}

function eventKey(steps: readonly { event: { type: string } }[]): string {
  return steps.map((step) => serializeEvent(step.event)).join('|');
}

/**
 * Every simple path (each reachable state by every loop-free route) plus, for every transition of the
 * adjacency map, the shortest path to its source followed by that transition, so self-loops and edges
 * back to visited states run too. A path that is a prefix of another one is dropped: the longer path
 * checks the same steps.
 */
export function getMachinePaths<M extends AnyStateMachine>(model: PathModel<M>): MachinePath<M>[] {
  const serialize = model.serializeState ?? serializeSnapshot;
  const options: TraversalOptions<SnapshotOf<M>, EventFromLogic<M>, InputFrom<M>> = {
    input: model.input,
    // The walk offers call answers as the actor's done and error events, which no machine lists among
    // the events a view may send.
    events: model.events as TraversalOptions<SnapshotOf<M>, EventFromLogic<M>, InputFrom<M>>['events'],
    serializeState: serialize,
  };
  const toSteps = (path: StatePath<SnapshotOf<M>, EventFromLogic<M>>): PathStep<M>[] =>
    path.steps.map((step) => ({ event: step.event, expected: step.state }));

  const candidates: PathStep<M>[][] = getSimplePaths(model.machine, options).map(toSteps);
  const shortest = getShortestPaths(model.machine, options).map(toSteps);
  // getAdjacencyMap is typed on plain ActorLogic, whose snapshot type a generic machine does not narrow to.
  const logic = model.machine as unknown as ActorLogic<SnapshotOf<M>, EventFromLogic<M>, InputFrom<M>>;
  const adjacency = getAdjacencyMap(logic, options);
  for (const vertex of Object.values(adjacency)) {
    const source = serialize(vertex.state);
    const prefix = shortest.find((steps) => {
      const last = steps.at(-1)?.expected;
      return last !== undefined && serialize(last) === source;
    });
    if (prefix === undefined) continue;
    // The map is keyed by a branded string type, which Object.values cannot see through.
    const edges = Object.values(vertex.transitions) as { event: EventFromLogic<M>; state: SnapshotOf<M> }[];
    for (const edge of edges) {
      candidates.push([...prefix, { event: edge.event, expected: edge.state }]);
    }
  }

  const byKey = new Map(candidates.map((steps) => [eventKey(steps), steps]));
  const keys = [...byKey.keys()];
  return keys
    .filter((key) => !keys.some((other) => other !== key && other.startsWith(`${key}|`)))
    .sort()
    .map((key) => {
      const steps = byKey.get(key) ?? [];
      return { description: describeSteps(steps), input: model.input, steps };
    });
}

/** Every state value the paths pass through, as JSON, to check that a set of models reaches them all. */
export function stateValuesReached<M extends AnyStateMachine>(paths: readonly MachinePath<M>[]): Set<string> {
  return new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.expected.value))));
}

/** How many of the path's steps up to `index` ended in state `value`: the calls made on entering it. */
export function timesEntered<M extends AnyStateMachine>(
  path: MachinePath<M>,
  index: number,
  value: string,
): number {
  return path.steps.slice(0, index + 1).filter((step) => step.expected.value === value).length;
}

/**
 * How many times the path entered state `value` from another state up to step `index`: the calls made on
 * entering a state that also takes events of its own (a step that stays in it is not an entry).
 */
export function timesEnteredAnew<M extends AnyStateMachine>(
  path: MachinePath<M>,
  index: number,
  value: string,
): number {
  return path.steps
    .slice(0, index + 1)
    .filter((step, i) => step.expected.value === value && path.steps[i - 1]?.expected.value !== value).length;
}

/**
 * One test per path (of a model, or paths already walked), named by its steps; `setUp` makes that path's
 * doubles and checks afresh.
 */
export function testEveryPath<M extends AnyStateMachine>(
  modelOrPaths: PathModel<M> | MachinePath<M>[],
  setUp: (path: MachinePath<M>) => RunPathOptions<M>,
): void {
  const paths = Array.isArray(modelOrPaths) ? modelOrPaths : getMachinePaths(modelOrPaths);
  it.each(paths.map((path) => [path.description, path] as const))('%s', (_, path) =>
    runMachinePath(path, setUp(path)),
  );
}

export interface RunPathOptions<M extends AnyStateMachine> {
  /** The machine with spy implementations (`machine.provide(...)`); fresh for each path. */
  logic: M;
  /** Needed when the machine has delayed transitions: their steps advance this clock. */
  clock?: SimulatedClock;
  /** The call doubles by invoke id: a step answering a call settles its double. */
  calls?: Record<string, AnswerableCall>;
  /** Called with the actor before it starts, e.g. to listen to its emitted effects. */
  attach?: (actor: Actor<M>) => void;
  /** Performs a step in the system under test; the default answers a call, advances the clock or sends. */
  exec?: (actor: Actor<M>, event: PathEvent<M>) => void | Promise<void>;
  /** Compares actor and model after each step; the default compares state value and context. */
  compare?: (actual: SnapshotOf<M>, expected: SnapshotOf<M>) => void;
  /** Extra assertions after each step, e.g. on the spies' records. */
  check?: (actual: SnapshotOf<M>, step: PathStep<M>, index: number) => void;
}

function delayOf(machine: AnyStateMachine, actor: AnyActor, eventType: string): number {
  // Delayed transitions are modelled as `xstate.after.<delay>.<state id>` events.
  const delay = eventType.split('.')[2] ?? '';
  const numeric = Number(delay);
  if (Number.isFinite(numeric) && delay !== '') return numeric;
  const named: unknown = machine.implementations.delays[delay];
  if (typeof named === 'number') return named;
  // A delay computed from the context (a back-off) is asked of the actor as it is now.
  if (typeof named === 'function') return Number(named({ context: actor.getSnapshot().context }));
  throw new Error(`Delay '${delay}' is not a number: pass exec to runMachinePath to perform ${eventType}`);
}

function defaultCompare<M extends AnyStateMachine>(actual: SnapshotOf<M>, expected: SnapshotOf<M>): void {
  expect(actual.value).toEqual(expected.value);
  expect(actual.context).toEqual(expected.context);
}

function typed(event: unknown): CallAnswer | { type: string } {
  // Every path event has a type, which TypeScript cannot see through a generic machine's event type.
  return event as CallAnswer | { type: string };
}

export async function runMachinePath<M extends AnyStateMachine>(
  path: MachinePath<M>,
  options: RunPathOptions<M>,
): Promise<void> {
  const { logic, clock } = options;
  const actor = createActor(logic, { input: path.input, ...(clock ? { clock } : {}) });
  const compare = options.compare ?? defaultCompare<M>;
  const defaultExec = async (target: Actor<M>, pathEvent: PathEvent<M>): Promise<void> => {
    const event = typed(pathEvent);
    const call = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (call) {
      // Answers reach the machine only through its call double, as the server's would.
      const double = options.calls?.[call[2] ?? ''];
      if (!double) throw new Error(`${event.type}: pass a double for '${call[2]}' in runMachinePath's calls`);
      if ('output' in event) await double.resolve(event.output);
      else if ('error' in event) await double.reject(event.error);
      return;
    }
    if (event.type.startsWith('xstate.after.')) {
      if (!clock) throw new Error(`${event.type} needs a SimulatedClock in runMachinePath options`);
      clock.increment(delayOf(logic, target, event.type));
    } else {
      // Not a call's answer, so one of the machine's own events.
      target.send(pathEvent as EventFromLogic<M>);
    }
  };
  const exec = options.exec ?? defaultExec;
  options.attach?.(actor);
  try {
    for (const [index, step] of path.steps.entries()) {
      if (index === 0 && typed(step.event).type === INIT_EVENT) actor.start();
      else await exec(actor, step.event);
      const actual = actor.getSnapshot() as SnapshotOf<M>;
      try {
        compare(actual, step.expected);
        options.check?.(actual, step, index);
      } catch (error) {
        if (error instanceof Error)
          error.message = `step ${index} (${typed(step.event).type}): ${error.message}`;
        throw error;
      }
    }
  } finally {
    actor.stop();
  }
}
