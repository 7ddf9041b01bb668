import { errorText, failureStatus } from '../src/shared/apiErrors';
import { isConfirmationRequiredText } from '../src/shared/sessionRules';

// Sudo mode from the calls' side (issue 26). A sensitive call the server refuses with 403 "Please confirm
// it's you to continue." is not a failure of the flow that made it: the signed-in screens provide a
// confirmer (the "Confirm it's you" dialog, run by confirmIdentity.machine.ts), every API call made through
// apiCall.ts waits for it, and the call is sent once more when the user has confirmed. Where no confirmer
// is provided (public pages, Node tests), the refusal reaches the flow as any other.

/** Asks the user to confirm it's them; resolves true once the server accepted it, false if they cancelled. */
export type IdentityConfirmer = () => Promise<boolean>;

let confirmer: IdentityConfirmer | null = null;
/** One question at a time: calls refused together wait for the same answer. */
let asking: Promise<boolean> | null = null;

/** Makes `provided` the confirmer; the returned function withdraws it (the screen that provides it left). */
export function provideIdentityConfirmer(provided: IdentityConfirmer): () => void {
  confirmer = provided;
  return () => {
    if (confirmer === provided) confirmer = null;
  };
}

/** Whether `error` is the server asking for a confirmation (the exact text of openapi.yaml's 403). */
export function needsConfirmation(error: unknown): boolean {
  return failureStatus(error) === 403 && isConfirmationRequiredText(errorText(error));
}

function confirmOnce(ask: IdentityConfirmer): Promise<boolean> {
  asking ??= ask().finally(() => {
    asking = null;
  });
  return asking;
}

/**
 * Runs `send`; when the server asks for a confirmation and a confirmer is there, asks the user, then sends
 * once more. A cancelled confirmation leaves the refusal as it was, so the flow shows its text.
 */
export async function withIdentityConfirmed<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const ask = confirmer;
    if (!ask || !needsConfirmation(error)) throw error;
    if (!(await confirmOnce(ask))) throw error;
    return send();
  }
}
