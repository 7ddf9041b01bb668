import type { Message } from '../src/shared/i18n/message';
import type { AcUnit, SizingAnswers } from '../src/shared/sizing/sizingAnswers';
import type { SizingPlan, SizingRules } from '../src/shared/sizing/sizingEstimate';
import type { SizingStep } from '../src/shared/sizing/sizingQuery';
import type { SharedEffect } from './effects';

// What the sizing guide's machine (generatorSizing.machine.ts) takes, holds, hears and asks of the browser.

export interface GeneratorSizingInput {
  /** The figures and the catalogue's units (content the machine may not import itself). */
  rules: SizingRules;
}

/** The two answers typed as numbers, which can be out of range while the visitor types. */
export type TypedAnswer = 'square_feet' | 'medical_watts';

export interface GeneratorSizingContext {
  rules: SizingRules;
  answers: SizingAnswers;
  /** The size for the answers as they stand, or null while a typed answer is out of range. */
  estimate: SizingPlan | null;
  /** What is wrong with a typed answer, as a Message of the 'sizing' catalog (issue 39). */
  errors: Partial<Record<TypedAnswer, Message>>;
  /** The query string last written to or read from the address, so the machine's own writes echo back unseen. */
  query: string;
}

/** Answers a step sets directly; the air-conditioning units have events of their own. */
export type AnswerPatch = Partial<Omit<SizingAnswers, 'ac_units'>>;

export type GeneratorSizingEvent =
  /** The page's address when the guide was opened (the `?` included or not). */
  | { type: 'ADDRESS.LOADED'; search: string }
  /** The page's address after Back/Forward or the guide's own writes. */
  | { type: 'ADDRESS.CHANGED'; search: string }
  | { type: 'ANSWER'; patch: AnswerPatch }
  | { type: 'UNIT.ADD' }
  | { type: 'UNIT.CHANGE'; index: number; patch: Partial<AcUnit> }
  | { type: 'UNIT.REMOVE'; index: number }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'EDIT'; step: Exclude<SizingStep, 'result'> }
  | { type: 'RESTART' }
  | { type: 'PRINT' }
  | { type: 'ESTIMATE.REQUEST' }
  | { type: 'INQUIRY.ADD' };

/** What this flow asks of the browser (see machines/effects.ts). */
export type GeneratorSizingEffect =
  | SharedEffect
  /** Show `query` in the address: a new history entry for a new step, the same entry for a changed answer. */
  | { type: 'writeAddress'; query: string; replace: boolean }
  | { type: 'print' }
  /** Open the estimate form with these answers attached, and the line that says what they came to. */
  | { type: 'requestEstimate'; answers: SizingAnswers; headline: Message }
  /** Put `name` on the inquiry list with the sizing's summary (written by the view in the page's language). */
  | { type: 'addToInquiry'; name: string; answers: SizingAnswers; estimate: SizingPlan };
