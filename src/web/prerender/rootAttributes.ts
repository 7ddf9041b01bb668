// Attributes the build writes on #root (document.ts) for the browser's entry and boot to read.

/** Marks a #root whose markup was prerendered, so boot.tsx hydrates it instead of rendering afresh. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The app's script chunks for this page (space-separated URLs), which main.tsx preloads all at once after
 * the first paint instead of the browser discovering them import by import.
 */
export const MODULES_ATTRIBUTE = 'data-modules';

/** What the page's visitor may open next (pageAssets.ts laterScripts), fetched once the first load is in. */
export const LATER_MODULES_ATTRIBUTE = 'data-later-modules';

/** Set on <html> once the page is live (hydrated or rendered): scripts and tests can wait for it. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** The global the early-input recorder (earlyInputScript.ts) fills and the app drains (earlyInput.ts). */
export const EARLY_INPUT_GLOBAL = '__earlyInput';

/** Marks a control used before the app was live, for its pressed look (earlyInput.css). */
export const EARLY_INPUT_ATTRIBUTE = 'data-early-input';
