import { describe, expect, it } from 'vitest';
import { type ThemeName, themeFromStored, themeMachine } from '../../machines/theme.machine';
import { getMachinePaths, runMachinePath, testEveryPath } from '../helpers/machinePaths';

const events = [{ type: 'TOGGLE' }, { type: 'SET', theme: 'light' }, { type: 'SET', theme: 'dark' }] as const;

/** Stand-ins for the browser: the cookie jar and the body attribute, written only through the actions. */
function fakeBrowser() {
  const record = { cookie: undefined as ThemeName | undefined, body: undefined as ThemeName | undefined };
  const writes: ThemeName[] = [];
  const logic = themeMachine.provide({
    actions: {
      persistTheme: (_, { theme }) => {
        record.cookie = theme;
        writes.push(theme);
      },
      applyToBody: (_, { theme }) => {
        record.body = theme;
      },
    },
  });
  return { logic, record, writes };
}

describe.each([
  { stored: undefined, start: 'dark' },
  { stored: 'light', start: 'light' },
])('theme machine paths when the stored value is $stored', ({ stored, start }) => {
  const paths = getMachinePaths({ machine: themeMachine, input: { stored }, events });

  it('covers both themes and every transition', () => {
    const ends = new Set(paths.flatMap((path) => path.steps.map((step) => step.expected.value)));
    expect(ends).toEqual(new Set(['dark', 'light']));
    const transitions = new Set(
      paths.flatMap((path) =>
        path.steps
          .slice(1)
          .map((step, i) => `${path.steps[i]?.expected.value} ${JSON.stringify(step.event)}`),
      ),
    );
    // Each of the 3 events is taken from each of the 2 states.
    expect(transitions.size).toBe(6);
  });

  testEveryPath(paths, (_path) => {
    const browser = fakeBrowser();
    return {
      logic: browser.logic,
      check: (snapshot, step, index) => {
        const shown = snapshot.value as ThemeName;
        expect(browser.record.body).toBe(shown);
        if (index === 0) {
          expect(shown).toBe(start);
          // Starting up applies the stored theme but does not rewrite (and so re-date) the cookie.
          expect(browser.writes).toEqual([]);
        } else {
          expect(browser.record.cookie).toBe(shown);
          expect(browser.writes).toHaveLength(index);
          if (step.event.type === 'SET') expect(shown).toBe(step.event.theme);
        }
      },
    };
  });
});

describe('initial theme from the stored value', () => {
  it.each([
    [undefined, 'dark'],
    [null, 'dark'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['LIGHT', 'dark'],
    ['garbage', 'dark'],
    [42, 'dark'],
    [{ theme: 'light' }, 'dark'],
  ])('%j starts %s', async (stored, expected) => {
    expect(themeFromStored(stored)).toBe(expected);
    const browser = fakeBrowser();
    const [path] = getMachinePaths({ machine: themeMachine, input: { stored }, events: [] });
    expect(path?.steps).toHaveLength(1);
    if (path) await runMachinePath(path, { logic: browser.logic });
    expect(browser.record.body).toBe(expected);
  });
});
