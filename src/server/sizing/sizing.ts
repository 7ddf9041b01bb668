import { sizingRules } from '../../content/sizing/sizingRules';
import { estimateSize } from '../../shared/sizing/sizingEstimate';
import { type SizingProblem, sizingProblem, toSizingAnswers } from '../../shared/sizing/sizingValidation';
import type { StoredSizing } from '../db/schema';
import { httpError } from '../http/httpError';

// The server's one way from sizing answers to a size (issue 27): the shared rule set with the site's
// figures. The contract's schema already refuses most bad answers; sizingProblem is the rule set's own
// check, so nothing the schema lets through can reach the arithmetic.

/** The problem's message with its field named from the request body's root (`sizing.ac_units.1.tons`). */
function messageAt(problem: SizingProblem, at: string | undefined): string {
  // The shared messages start with the field's path inside the answers; the whole-object one names none.
  if (!at || !problem.message.startsWith(problem.field)) return problem.message;
  return `${at}.${problem.message}`;
}

/** The answers (checked, unknown fields dropped) and the estimate computed from them, or a 400 naming the field. */
export function sizeFromAnswers(value: unknown, at?: string): StoredSizing {
  const problem = sizingProblem(value);
  if (problem) throw httpError(400, messageAt(problem, at));
  const answers = toSizingAnswers(value);
  // toSizingAnswers makes the same check: answers that passed sizingProblem always come back.
  if (!answers) throw new Error('sizing answers passed sizingProblem but not toSizingAnswers');
  return { answers, estimate: estimateSize(answers, sizingRules) };
}

/** An estimate request's `sizing`: absent and null are no sizing. */
export function requestSizing(value: unknown): StoredSizing | null {
  return value === null || value === undefined ? null : sizeFromAnswers(value, 'sizing');
}
