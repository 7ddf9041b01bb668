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
