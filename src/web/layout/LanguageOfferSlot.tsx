import { type ComponentType, lazy, Suspense } from 'react';
import { cookieText } from '../../api/cookies';
import { SITE_LOCALE } from '../../api/siteLocale';
import { languageChoiceIn, offersSpanish, preferredSiteLocale } from '../../shared/i18n/languageChoice';
import { useHydrated } from '../hooks/useHydrated';

// Where the offer of Spanish goes (issue 39). Never in the prerendered HTML and never before the page is
// live: the slot renders nothing until hydration, and loads the offer's flow and view only for a visitor who
// would see it (an English page, a browser preferring Spanish, no choice made), so no page's first load
// carries them. The flow (machines/languageOffer.machine.ts) decides again from the same facts.

const LanguageOffer = lazy<ComponentType>(() =>
  import('./LanguageOffer').then(
    (module) => ({ default: module.LanguageOffer }),
    () => ({ default: () => null }),
  ),
);

function offerWanted(): boolean {
  return offersSpanish({
    pageLocale: SITE_LOCALE,
    choice: languageChoiceIn(cookieText()),
    preferred: preferredSiteLocale(navigator.languages),
  });
}

export function LanguageOfferSlot() {
  const hydrated = useHydrated();
  if (!hydrated || SITE_LOCALE !== 'en' || !offerWanted()) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer />
    </Suspense>
  );
}
