// The offer of a new deploy (issue 29): the service worker of a new build waits until the visitor taps
// Reload, so a page never runs old and new code together (src/web/offline/UpdateOffer.tsx and
// machines/appUpdate.machine.ts). Its texts are the 'extras' catalog's `update.*` (issue 39), read with the
// button as "A new version is ready: Reload".

/**
 * After Reload, how long the new worker has to take over before the page reloads anyway: a page reloaded
 * under the old worker is still all old code, and the offer comes back.
 */
export const UPDATE_TAKEOVER_TIMEOUT_MS = 10_000;
