// Where the lead widgets appear (SPEC section 2): the inquiry list on every path containing /products, the
// Get Estimate slide-out everywhere except the home page (which has the form inline) and the account pages.

const WITHOUT_ESTIMATE_SLIDE_OUT: ReadonlySet<string> = new Set(['/', '/profile', '/settings']);

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function showsInquiryList(pathname: string): boolean {
  return pathname.includes('/products');
}

export function showsEstimateSlideOut(pathname: string): boolean {
  return !WITHOUT_ESTIMATE_SLIDE_OUT.has(withoutTrailingSlash(pathname));
}
