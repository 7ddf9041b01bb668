import { describe, expect, it } from 'vitest';
import { sizingRules } from '../../src/content/sizing/sizingRules';
import { sizingHeadlineRow } from '../../src/server/sizing/sizingEmail';
import { DEFAULT_ANSWERS, type SizingAnswers } from '../../src/shared/sizing/sizingAnswers';
import { estimateSize } from '../../src/shared/sizing/sizingEstimate';
import { sizingHeadline, sizingSituation, sizingSummary } from '../../src/shared/sizing/sizingSummary';
import { CENTRAL_AIR_HOUSE } from '../helpers/sizingFixture';
import { englishWords, sizingText, spanishWords, written } from '../helpers/sizingWords';

// The sizing guide's words in both languages (issue 39): the same Messages give the English texts the
// company and the English page always had, and Spanish with the figures written for es-US.

const house = CENTRAL_AIR_HOUSE as SizingAnswers;
const plan = estimateSize(house, sizingRules);

describe('the sizing in words', () => {
  it('writes the headline and the house in English as before, and in Spanish', () => {
    expect(sizingText(sizingHeadline(plan))).toBe(
      '22 kW recommended: running 11,700 W, peak 19,700 W while the largest motor starts',
    );
    expect(sizingText(sizingHeadline(plan), 'es')).toBe(
      '22 kW recomendados: 11,700 W en marcha, pico de 19,700 W mientras arranca el motor más grande',
    );
    expect(sizingText(sizingSituation(house))).toBe(
      'Whole home without load management, natural gas, 200 A service, 2,400 sq ft',
    );
    const essentials = { ...DEFAULT_ANSWERS, coverage: 'essentials', fuel: 'none' } as const;
    expect(sizingText(sizingSituation(essentials), 'es')).toBe(
      'Solo lo esencial, sin línea de gas, servicio de 200 A, 2,000 pies²',
    );
  });

  it('says a commercial size needs a site visit, in both languages', () => {
    const big = { ...plan, recommended_kw: 45, size_class: 'commercial' as const };
    expect(sizingText(sizingHeadline(big))).toContain(
      '45 kW recommended (a commercial size: needs a site visit)',
    );
    expect(sizingText(sizingHeadline(big), 'es')).toContain(
      '45 kW recomendados (tamaño comercial: requiere una visita al sitio)',
    );
  });

  it('writes the inquiry list summary in the page language', () => {
    const english = sizingSummary(house, plan, englishWords);
    expect(english.split('\n').slice(0, 4)).toEqual([
      'Generator sizing: 22 kW recommended: running 11,700 W, peak 19,700 W while the largest motor starts.',
      'Whole home without load management, natural gas, 200 A service, 2,400 sq ft.',
      'Loads (running / starting):',
      '- Central air 1 (3 t): 4,000 W / 12,000 W',
    ]);
    const spanish = sizingSummary(house, plan, spanishWords);
    expect(spanish).toContain('Tamaño del generador: 22 kW recomendados');
    expect(spanish).toContain(
      'Cargas (en marcha / arranque):\n- Aire central 1 (3\u00a0t): 4,000 W / 12,000 W',
    );
    expect(spanish).not.toMatch(/recommended|Loads|Central air/);
  });

  it("gives the requester's e-mail its sizing line in the requester's language", () => {
    const stored = { answers: house, estimate: written(plan) };
    expect(sizingHeadlineRow(stored)).toEqual([
      'Generator sizing',
      '22 kW recommended: running 11,700 W, peak 19,700 W while the largest motor starts',
    ]);
    expect(sizingHeadlineRow(stored, 'es')[0]).toBe('Tamaño del generador');
  });
});
