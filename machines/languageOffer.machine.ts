import { emit, setup } from 'xstate';
import { type LanguageOfferFacts, offersSpanish } from '../src/shared/i18n/languageChoice';
import type { Locale } from '../src/shared/i18n/locales';
import type { SharedEffect } from './effects';

// The offer of Spanish on English pages (issue 39): a visitor whose browser prefers Spanish and who has not
// chosen a language sees "Esta página está disponible en español · Ver en español · ×". Nothing redirects:
// the offer's link opens the Spanish page (a full page load) and the choice is remembered; closing the offer
// counts as choosing English, so it is never made again. The view (src/web/layout/LanguageOffer.tsx) shows
// the offer while the flow is `offered` and sends SWITCH when its link is followed, DISMISS on its ×.

export type LanguageOfferEvent = { type: 'SWITCH' } | { type: 'DISMISS' };

/** What this flow asks of the browser: `rememberLanguage` writes the `lang` cookie for a year. */
export type LanguageOfferEffect = SharedEffect | { type: 'rememberLanguage'; locale: Locale };

export const languageOfferMachine = setup({
  types: {
    input: {} as LanguageOfferFacts,
    context: {} as LanguageOfferFacts,
    events: {} as LanguageOfferEvent,
    emitted: {} as LanguageOfferEffect,
  },
  actions: {
    rememberLanguage: emit(
      (_, { locale }: { locale: Locale }) => ({ type: 'rememberLanguage', locale }) as const,
    ),
  },
  guards: {
    offersSpanish: ({ context }) => offersSpanish(context),
  },
}).createMachine({
  id: 'languageOffer',
  context: ({ input }) => input,
  initial: 'deciding',
  states: {
    // xstate has no input-dependent `initial`, so an eventless step decides.
    deciding: { always: [{ guard: 'offersSpanish', target: 'offered' }, { target: 'notOffered' }] },
    // A Spanish page, a choice already made, or a browser that does not prefer Spanish.
    notOffered: { type: 'final' },
    offered: {
      on: {
        SWITCH: { target: 'switched', actions: { type: 'rememberLanguage', params: { locale: 'es' } } },
        DISMISS: { target: 'dismissed', actions: { type: 'rememberLanguage', params: { locale: 'en' } } },
      },
    },
    // The link opens the Spanish page; this page is on its way out.
    switched: { type: 'final' },
    // English chosen: the offer is not made again, on this page or the next visit.
    dismissed: { type: 'final' },
  },
});
