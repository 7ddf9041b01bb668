// The texts of the page the service worker shows for a page it has not got while the phone is offline
// (issue 29): the page itself (src/web/pages/OfflinePage.tsx) and its list of pages kept on the phone.

export const offlinePageTexts = {
  title: "You're offline",
  lead: "This page isn't saved on this phone yet, and there's no connection to fetch it.",
  callLine: 'Power out or generator down? Our 24/7 emergency line still answers:',
  lastSeenHeading: 'Pages you opened that work offline',
  noneSeen:
    'No pages are saved on this phone yet. Once you are back online, the pages you open are kept here.',
  retry: 'Try again',
  home: 'Go to the home page',
  metaDescription: 'You are offline. Call our 24/7 emergency line or open a page saved on this phone.',
} as const;
