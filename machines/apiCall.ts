import { fromPromise } from 'xstate';
import { withIdentityConfirmed } from './identityConfirmation';

// Every machine's API calls are promise actors made here, so each flow names its calls in its own
// `setup({ actors })` and tests swap them with `machine.provide({ actors })`. The generated client is
// imported when a call first runs: lead forms are on every public page, and the client must stay out of
// their first-load JavaScript. A refusal rejects with the client's ApiError (status and the server's text).

type ClientModule = typeof import('../src/api/client');

/** Loads the generated client; the web layer also calls it while the browser is idle, before a form sends. */
export const loadApiClient = (): Promise<ClientModule> => import('../src/api/client');

/**
 * A promise actor that runs `send` with the generated client (`api`, `unwrap`, `imageUploadInit`). A call the
 * server refuses until the user confirms it's them is sent again once they have (identityConfirmation.ts).
 */
export function apiCall<Output, Input = void>(send: (client: ClientModule, input: Input) => Promise<Output>) {
  return fromPromise<Output, Input>(async ({ input }) => {
    const client = await loadApiClient();
    return withIdentityConfirmed(() => send(client, input));
  });
}
