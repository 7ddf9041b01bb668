import { useEffect } from 'react';

// The staff area as its own web app (issue 40): added to the home screen from /staff it opens the inbox,
// standalone, which is also what lets an iPhone receive its alerts. The public pages link the site's
// manifest when they register the service worker (offline/serviceWorker.ts, which leaves a link that is
// already there alone); the staff page points that link at this one while it is shown.

/** The staff area's web app manifest (src/web/public). */
export const STAFF_MANIFEST_URL = '/staff.webmanifest';

/** Links the staff manifest while the page is shown, and puts back whatever was linked before. */
export function useStaffManifest(): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const link = existing ?? document.createElement('link');
    const before = existing?.getAttribute('href') ?? null;
    link.rel = 'manifest';
    link.href = STAFF_MANIFEST_URL;
    if (!existing) document.head.append(link);
    return () => {
      if (before === null) link.remove();
      else link.href = before;
    };
  }, []);
}
