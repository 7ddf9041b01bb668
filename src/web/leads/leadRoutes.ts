// Where the lead widgets appear (SPEC section 2): the inquiry list on every path containing /products, the
// Get Estimate slide-out everywhere except the home page (which has the form inline) and the account pages.

const WITHOUT_ESTIMATE_SLIDE_OUT: ReadonlySet<string> = new Set(['/', '/profile', '/settings']);

/** Pages that run the slide-out's form themselves: the sizing guide attaches its answers to it (issue 27). */
const OWN_ESTIMATE_SLIDE_OUT: ReadonlySet<string> = new Set(['/generator-sizing']);

/** Pages beside the catalogue that add products too: the sizing guide's recommended unit (issue 27). */
const ALSO_WITH_INQUIRY_LIST: ReadonlySet<string> = new Set(['/generator-sizing']);

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function showsInquiryList(pathname: string): boolean {
  return pathname.includes('/products') || ALSO_WITH_INQUIRY_LIST.has(withoutTrailingSlash(pathname));
}

export function showsEstimateSlideOut(pathname: string): boolean {
  return !WITHOUT_ESTIMATE_SLIDE_OUT.has(withoutTrailingSlash(pathname));
}

/** Whether the layout mounts the slide-out, or the page runs its own. */
export function layoutMountsEstimateSlideOut(pathname: string): boolean {
  return showsEstimateSlideOut(pathname) && !OWN_ESTIMATE_SLIDE_OUT.has(withoutTrailingSlash(pathname));
}
