import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot } from 'xstate';

// What machine path tests feed a model besides the views' events: the API's refusals as the client
// throws them, and which events a snapshot can take (call answers only while that call runs).

/** An error as the API client throws it: the server's text and the HTTP status. */
export function apiFailure(status: number, message: string): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}

/**
 * The path model's events for a snapshot, as @xstate/graph picks them by default when given none: each
 * event type the active states handle (delayed transitions included), with the listed payloads for it.
 * An actor's done or error event is offered only while that actor runs (an error event nobody handles
 * would fail the whole actor, which is not a path a user can take).
 */
export function eventsWhileRunning<E extends { type: string }>(events: readonly E[]) {
  return (snapshot: AnyMachineSnapshot): E[] =>
    __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
      const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
      if (actor && snapshot.children[actor[2] ?? ''] === undefined) return [];
      const listed = events.filter((event) => event.type === type);
      return listed.length > 0 ? listed : [{ type } as E];
    });
}

/**
 * A model that lists its own events per snapshot: of those, what eventsWhileRunning would offer (call
 * answers only while the call runs); a finished flow takes none (the model would still apply the root's
 * handlers).
 */
export function listedWhileRunning<S extends AnyMachineSnapshot, E extends { type: string }>(
  listed: (snapshot: S) => readonly E[],
) {
  return (snapshot: S): E[] => {
    if (snapshot.status === 'done') return [];
    const offered = listed(snapshot);
    return eventsWhileRunning(offered)(snapshot).filter((event) =>
      offered.some((entry) => JSON.stringify(entry) === JSON.stringify(event)),
    );
  };
}
