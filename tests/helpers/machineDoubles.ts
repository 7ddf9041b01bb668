import { type AnyActor, type AnyActorLogic, type AnyStateMachine, fromPromise } from 'xstate';

// Doubles for a machine's calls and a log of its emitted effects, for `machine.provide({ actors })` and
// `actor.on('*')`. A call waits until the test answers it, as the server would, with `resolve` or `reject`.

export interface CallDouble<Output, Input> {
  logic: ReturnType<typeof fromPromise<Output, Input>>;
  /** The inputs of every call made, in order. */
  inputs: Input[];
  /** Answers the oldest open call, then lets the machine take the answer. */
  resolve: (output: Output) => Promise<void>;
  reject: (error: unknown) => Promise<void>;
}

interface Open<Output> {
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

/** Promise jobs and the actor's own scheduling settle in a few microtask turns. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

export function callDouble<Output, Input = void>(): CallDouble<Output, Input> {
  const inputs: Input[] = [];
  const open: Open<Output>[] = [];
  const next = (name: string): Open<Output> => {
    const call = open.shift();
    if (call === undefined) throw new Error(`no open call to ${name}`);
    return call;
  };
  return {
    logic: fromPromise<Output, Input>(({ input, signal }) => {
      inputs.push(input);
      return new Promise<Output>((resolve, reject) => {
        const call = { resolve, reject };
        open.push(call);
        // A call whose actor stopped (its state was left) can no longer be answered: the next answer is
        // for the call made after it.
        signal.addEventListener('abort', () => open.splice(open.indexOf(call), 1), { once: true });
      });
    }),
    inputs,
    resolve: async (output) => {
      next('resolve').resolve(output);
      await settle();
    },
    reject: async (error) => {
      next('reject').reject(error);
      await settle();
    },
  };
}

/** The effects an actor emitted, as `[type, the rest of the event or undefined]`, in order. */
export function emittedLog(actor: AnyActor) {
  const entries: [string, unknown][] = [];
  actor.on('*', ({ type, ...rest }: { type: string }) => {
    entries.push([type, Object.keys(rest).length > 0 ? rest : undefined]);
  });
  return {
    entries,
    names: () => entries.map(([name]) => name),
    of: (name: string) => entries.filter(([entry]) => entry === name).map(([, params]) => params),
  };
}

/**
 * The emitted effects of an actor `runMachinePath` creates later: pass `attach` to it, then read `log()`
 * (the same log `emittedLog` keeps) in checks and after the run.
 */
export function effectRecorder() {
  let log: ReturnType<typeof emittedLog> | undefined;
  return {
    attach: (actor: AnyActor) => {
      log = emittedLog(actor);
    },
    log: () => {
      if (log === undefined) throw new Error('attach the actor before reading its effects');
      return log;
    },
  };
}

/**
 * `machine` with each of its calls swapped for the double of the same name and its effects recorded: the
 * world as the machine sees it in a test. `run` is what runMachinePath takes (spread it and add a clock or
 * checks); each double is also reachable by its name, and `effects()` is the emitted log.
 */
export function withDoubles<M extends AnyStateMachine, C extends Record<string, { logic: AnyActorLogic }>>(
  machine: M,
  calls: C,
) {
  const recorder = effectRecorder();
  const actors = Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, call.logic]));
  // provide() on a generic machine is typed as the wide StateMachine; swapping implementations keeps M's types.
  const logic = machine.provide({ actors }) as M;
  return {
    ...calls,
    logic,
    calls,
    attach: recorder.attach,
    effects: recorder.log,
    run: { logic, calls, attach: recorder.attach },
  };
}
