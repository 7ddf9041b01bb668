// Layout constants from SPEC section 9, shared by the web shell and anything that reasons about layout.

/** Layout breakpoints in CSS pixels (SPEC section 9). */
export const BREAKPOINTS_PX = {
  xs: 0,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1400,
} as const;

export type BreakpointName = keyof typeof BREAKPOINTS_PX;

/** At or above this width the app uses the desktop layout. */
export const DESKTOP_MIN_WIDTH_PX = 768;

/** At or above this width the phone-number list is a table instead of cards. */
export const PHONE_TABLE_MIN_WIDTH_PX = 830;

/** The spec re-checks the layout breakpoint on a timer as well as on resize. */
export const LAYOUT_RECHECK_MS = 500;

export const MODAL_TRANSITION_MS = 300;
export const MODAL_OVERLAY_TRANSITION_MS = 150;

/** Lifetime of every value the site stores in the browser (cookies). */
export const STORED_VALUE_DAYS = 30;
