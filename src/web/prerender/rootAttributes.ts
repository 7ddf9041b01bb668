// Attributes the build writes on #root (document.ts) for the browser's entry and boot to read.

/** Marks a #root whose markup was prerendered, so boot.tsx hydrates it instead of rendering afresh. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The app's script chunks for this page (space-separated URLs), which main.tsx preloads all at once after
 * the first paint instead of the browser discovering them import by import.
 */
export const MODULES_ATTRIBUTE = 'data-modules';
