// Attributes the build writes on #root and on the entry script (document.ts) for main.tsx and boot to read.

/** Marks a #root whose markup was prerendered, so boot.tsx hydrates it instead of rendering afresh. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * On the entry script: the app's script chunks for this page (space-separated URLs), which main.tsx
 * requests all at once as it runs instead of the browser discovering them import by import.
 */
export const MODULES_ATTRIBUTE = 'data-modules';

/** On the entry script: what the page's visitor may open next (pageAssets.ts laterAssets), fetched once the first load is in. */
export const LATER_MODULES_ATTRIBUTE = 'data-later-modules';

/** On the entry script: the stylesheets of those chunks, applied with them so a first tap waits for none. */
export const LATER_STYLES_ATTRIBUTE = 'data-later-styles';

/** Set on <html> once the page is live (hydrated or rendered): scripts and tests can wait for it. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** The global the early-input recorder (earlyInputScript.ts) fills and the app drains (earlyInput.ts). */
export const EARLY_INPUT_GLOBAL = '__earlyInput';

/** Marks a control used before the app was live, for its pressed look (earlyInput.css). */
export const EARLY_INPUT_ATTRIBUTE = 'data-early-input';
