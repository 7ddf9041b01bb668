import { afterAll, expect } from 'vitest';
import { recordAnswersWith } from './contractAnswers';
import { describeViolation } from './contractConformance';

// Vitest's setup file of the API project: every answer of an operation that a test server of the file
// sends is checked against openapi.yaml, and the file fails at its end when one did not conform, naming the
// operation, the status, what differed and the test that got it.

const found = new Map<string, Set<string>>();

recordAnswersWith({
  record(violation) {
    const what = describeViolation(violation);
    const tests = found.get(what) ?? new Set<string>();
    tests.add(expect.getState().currentTestName ?? '(a hook)');
    found.set(what, tests);
  },
});

afterAll(() => {
  if (found.size === 0) return;
  const lines = [...found].map(([what, tests]) => `- ${what} (in: ${[...tests].slice(0, 3).join(' | ')})`);
  throw new Error(
    `Answers that do not conform to openapi.yaml:\n${lines.join('\n')}\nDeclare them on the operation ` +
      '(shared answers: components/responses Overloaded, AddressNotValid, BadRequest, BodyTooLarge, AddressTooLong).',
  );
});
