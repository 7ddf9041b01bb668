import { sizingRules } from '../../content/sizing/sizingRules';
import type { Locale } from '../../shared/i18n/locales';
import { type Message, msg } from '../../shared/i18n/message';
import type { SizingAnswers } from '../../shared/sizing/sizingAnswers';
import { estimateSize, type SizingPlan, writtenEstimate } from '../../shared/sizing/sizingEstimate';
import { type SizingProblem, sizingProblem, toSizingAnswers } from '../../shared/sizing/sizingValidation';
import { type SizingWords, sizingWords } from '../../shared/sizing/sizingWords';
import type { StoredSizing } from '../db/schema';
import { httpError } from '../http/httpError';
import { translatorFor } from '../i18n/translate';

// The server's one way from sizing answers to a size (issue 27): the shared rule set with the site's
// figures. The contract's schema already refuses most bad answers; sizingProblem is the rule set's own
// check, so nothing the schema lets through can reach the arithmetic. Its 400 is written in the request's
// language (issue 39); an estimate request's sizing is stored in English, for the company.

/** The sizing guide's words in `locale`, for answers and e-mails. */
export function serverSizingWords(locale: Locale): SizingWords {
  const translate = translatorFor(locale);
  return sizingWords(locale, (message) => translate(message));
}

/** The problem's message with its field named from the request body's root (`sizing.ac_units.1.tons`). */
function messageAt(problem: SizingProblem, at: string | undefined): Message {
  const { message } = problem;
  // Every message but the whole-object one names its field as a value.
  if (!at || typeof message.values?.field !== 'string') return message;
  return msg(message.id, { ...message.values, field: `${at}.${message.values.field}` });
}

/** The answers (checked, unknown fields dropped) and their size, or a 400 naming the field in `locale`. */
export function planFromAnswers(
  value: unknown,
  locale: Locale,
  at?: string,
): { answers: SizingAnswers; plan: SizingPlan } {
  const problem = sizingProblem(value);
  if (problem) throw httpError(400, serverSizingWords(locale).written(messageAt(problem, at)));
  const answers = toSizingAnswers(value);
  // toSizingAnswers makes the same check: answers that passed sizingProblem always come back.
  if (!answers) throw new Error('sizing answers passed sizingProblem but not toSizingAnswers');
  return { answers, plan: estimateSize(answers, sizingRules) };
}

/** The answers and their estimate as an estimate request stores them: in English, for the company. */
export function sizeFromAnswers(value: unknown, at?: string, locale: Locale = 'en'): StoredSizing {
  const { answers, plan } = planFromAnswers(value, locale, at);
  return { answers, estimate: writtenEstimate(plan, serverSizingWords('en')) };
}

/** An estimate request's `sizing`: absent and null are no sizing; a 400 is written in `locale`. */
export function requestSizing(value: unknown, locale: Locale = 'en'): StoredSizing | null {
  return value === null || value === undefined ? null : sizeFromAnswers(value, 'sizing', locale);
}
