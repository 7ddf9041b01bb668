import { describe, expect, it } from 'vitest';
import { type LanguageOfferEvent, languageOfferMachine } from '../../machines/languageOffer.machine';
import {
  type LanguageOfferFacts,
  languageChoiceIn,
  offersSpanish,
  preferredSiteLocale,
} from '../../src/shared/i18n/languageChoice';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales';
import { effectRecorder } from '../helpers/machineDoubles';
import { getMachinePaths, stateValuesReached, testEveryPath } from '../helpers/machinePaths';

// Issue 39's offer of Spanish: made on an English page to a visitor whose browser prefers Spanish and who
// never chose a language; following it remembers Spanish, closing it remembers English, so it never nags
// again; nothing else writes the choice, and nothing ever redirects.

const EVENTS: LanguageOfferEvent[] = [{ type: 'SWITCH' }, { type: 'DISMISS' }];

/** Every combination of the facts the offer is decided on. */
const FACTS: LanguageOfferFacts[] = LOCALES.flatMap((pageLocale) =>
  [null, ...LOCALES].flatMap((choice) =>
    [null, ...LOCALES].map((preferred) => ({ pageLocale, choice, preferred }) as LanguageOfferFacts),
  ),
);

const offered = (facts: LanguageOfferFacts) =>
  facts.pageLocale === 'en' && facts.choice === null && facts.preferred === 'es';

describe('language offer decision', () => {
  it('offers Spanish only on an English page, to a browser preferring Spanish, without a choice', () => {
    expect(FACTS.filter(offersSpanish)).toEqual([{ pageLocale: 'en', choice: null, preferred: 'es' }]);
  });
});

describe.each(FACTS)('language offer paths for %j', (facts) => {
  const paths = getMachinePaths({ machine: languageOfferMachine, input: facts, events: EVENTS });

  it('reach the states this visitor can see', () => {
    expect(stateValuesReached(paths)).toEqual(
      offered(facts) ? new Set(['"offered"', '"switched"', '"dismissed"']) : new Set(['"notOffered"']),
    );
  });

  testEveryPath(paths, () => {
    const recorder = effectRecorder();
    return {
      logic: languageOfferMachine,
      attach: recorder.attach,
      check: (snapshot, step) => {
        const remembered = recorder.log().of('rememberLanguage') as { locale: Locale }[];
        // Only the visitor's own act writes the cookie: following the offer (es) or closing it (en).
        if (snapshot.value === 'switched') expect(remembered).toEqual([{ locale: 'es' }]);
        else if (snapshot.value === 'dismissed') expect(remembered).toEqual([{ locale: 'en' }]);
        else expect(remembered).toEqual([]);
        // The offer never stays after an answer, and is never made again within the flow.
        if (step.event.type === 'SWITCH' || step.event.type === 'DISMISS') {
          expect(snapshot.status).toBe('done');
        }
        // No other effect (no redirect, no reload).
        expect(
          recorder
            .log()
            .names()
            .every((name) => name === 'rememberLanguage'),
        ).toBe(true);
      },
    };
  });
});

describe('reading the facts', () => {
  it.each([
    [['es-MX', 'en-US'], 'es'],
    [['es'], 'es'],
    [['es-419'], 'es'],
    [['en-GB', 'es'], 'en'],
    [['fr-FR', 'ES-us', 'en'], 'es'],
    [['fr', 'de'], null],
    [[], null],
    [undefined, null],
  ] as const)('navigator.languages %j prefers %s', (languages, expected) => {
    expect(preferredSiteLocale(languages)).toBe(expected);
  });

  it.each([
    ['lang=%22es%22', 'es'],
    ['theme=%22dark%22; lang=%22en%22', 'en'],
    ['lang=es', 'es'],
    ['a=1; lang=en; b=2', 'en'],
    ['lang=%22fr%22', null],
    ['lang=', null],
    ['language=es', null],
    ['', null],
    [undefined, null],
  ] as const)('cookie text %j chose %s', (cookie, expected) => {
    expect(languageChoiceIn(cookie)).toBe(expected);
  });
});
