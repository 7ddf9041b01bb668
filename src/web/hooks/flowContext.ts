import { useSelector as useActorSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { Actor, AnyStateMachine, SnapshotFrom } from 'xstate';

/**
 * A flow the whole app shares (theme, inquiry list): the provider runs it with `useFlow` and puts the actor
 * in `Provider`; views read it with `useActorRef` and `useSelector`, as with xstate's createActorContext.
 */
export function createFlowContext<M extends AnyStateMachine>(name: string) {
  const Context = createContext<Actor<M> | null>(null);
  function useActorRef(): Actor<M> {
    const actor = useContext(Context);
    if (actor === null) throw new Error(`${name} is used outside its provider`);
    return actor;
  }
  function useSelector<T>(selector: (snapshot: SnapshotFrom<M>) => T, compare?: (a: T, b: T) => boolean): T {
    return useActorSelector(useActorRef(), selector, compare);
  }
  return { Provider: Context.Provider, useActorRef, useSelector };
}
