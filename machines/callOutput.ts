import type { DoneActorEvent } from 'xstate';

// Kept apart from apiCall.ts, which the public pages' lead forms load: only the passkey flows need it.

/**
 * The output of the call whose done event entered the current state, for the next invoke's `input`. xstate
 * types `input`'s event as one of the machine's own events, not the done event that led there, hence the cast.
 */
export function answerOf<Output>(event: { type: string }): Output {
  return (event as unknown as DoneActorEvent<Output>).output;
}
