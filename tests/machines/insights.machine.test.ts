import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  FIRST_PRESET,
  type Insights,
  type InsightsEvent,
  insightsMachine,
} from '../../machines/insights.machine';
import { tableDownload } from '../../machines/insights.tables';
import { ApiError } from '../../src/api/client';
import {
  customPeriodError,
  type InsightPeriod,
  insightTexts,
  presetPeriod,
} from '../../src/shared/insightsPeriod';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { listedWhileRunning } from '../helpers/machineEvents';
import {
  answer,
  type CallAnswer,
  getMachinePaths,
  refuse,
  stateValuesReached,
  testEveryPath,
  timesEntered,
} from '../helpers/machinePaths';
import { offline, serverFault } from './appointments.fixtures';
import { figuresFor, TODAY } from './insights.fixtures';

// The Insights tab (issue 40): a period chosen, loaded, shown or failed and retried. Two walks keep each
// graph small: the presets with their loads and failures, and the from–to with its validation.

type Machine = typeof insightsMachine;
type Snapshot = ReturnType<Machine['transition']>;
type PathEvent = InsightsEvent | CallAnswer;

const input = { today: TODAY };
const notStaff = new ApiError(403, 'The lead inbox is for company staff only.', {
  error: 'The lead inbox is for company staff only.',
});
/** A from–to across the end of summer time (Sunday 1 November 2026). */
const ACROSS_THE_CHANGE: InsightPeriod = { from: '2026-10-25', to: '2026-11-07' };

const changed = (field: keyof InsightPeriod, value: string) =>
  ({ type: 'CUSTOM.CHANGED', field, value }) as const;

/** A state is its value, the period chosen and shown, the from–to as typed, and whether it says why not. */
const identity = ({ value, context }: Snapshot) =>
  JSON.stringify([
    value,
    context.choice,
    context.period,
    context.custom,
    context.customError !== null,
    context.insights?.period.from ?? null,
    context.loadError !== null,
  ]);

const models: { name: string; events: (snapshot: Snapshot) => PathEvent[] }[] = [
  {
    name: 'presets',
    events: ({ value, context }) => {
      if (value === 'loading')
        return [
          answer('loadInsights', figuresFor(context.period)),
          ...(context.insights === null ? [refuse('loadInsights', serverFault)] : []),
          ...(context.choice === '7' ? [refuse('loadInsights', offline)] : []),
          ...(context.choice === FIRST_PRESET ? [refuse('loadInsights', notStaff)] : []),
          // Another period while one loads: the first call's answer must never be shown.
          ...(context.choice === FIRST_PRESET ? [{ type: 'PERIOD.PRESET', preset: '7' } as const] : []),
          // Nothing to download before the first figures; those of the period before while the next loads.
          { type: 'TABLE.DOWNLOAD', table: 'leads' },
        ];
      if (value === 'failed') return [{ type: 'RETRY' }, { type: 'TABLE.DOWNLOAD', table: 'speed' }];
      if (context.choice === FIRST_PRESET)
        return [
          { type: 'PERIOD.PRESET', preset: '90' },
          { type: 'TABLE.DOWNLOAD', table: 'funnel' },
        ];
      if (context.choice === '90') return [{ type: 'PERIOD.PRESET', preset: 'year' }];
      // The same preset again loads it again (a new lead may have come).
      if (context.choice === 'year') return [{ type: 'PERIOD.PRESET', preset: 'year' }];
      return [];
    },
  },
  {
    name: 'from–to',
    events: ({ value, context }) => {
      if (value === 'loading') return [answer('loadInsights', figuresFor(context.period))];
      // Back to a preset after the from–to was shown: the walk ends there.
      if (context.choice === '7') return [];
      if (context.choice !== 'custom')
        return [{ type: 'PERIOD.CUSTOM' }, { type: 'CUSTOM.APPLY' }, changed('from', '2026-11-01')];
      const { from, to } = context.custom;
      const events: PathEvent[] = [{ type: 'CUSTOM.APPLY' }];
      if (context.period.from === ACROSS_THE_CHANGE.from) events.push({ type: 'PERIOD.PRESET', preset: '7' });
      // Typed in order: a last day that is no date, then the wrong way round, then a period that works.
      if (to === TODAY) events.push(changed('to', '2026-11-31'));
      if (to === '2026-11-31') events.push(changed('to', '2026-10-24'));
      if (to === '2026-10-24') events.push(changed('from', ACROSS_THE_CHANGE.from));
      if (from === ACROSS_THE_CHANGE.from && to !== ACROSS_THE_CHANGE.to)
        events.push(changed('to', ACROSS_THE_CHANGE.to));
      return events;
    },
  },
];

describe('insights', () => {
  const walks = models.map((model) => ({
    ...model,
    paths: getMachinePaths({
      machine: insightsMachine,
      input,
      serializeState: identity,
      events: listedWhileRunning(model.events),
    }),
  }));

  it('reaches every state', () => {
    const reached = new Set(walks.flatMap(({ paths }) => [...stateValuesReached(paths)]));
    expect([...reached].sort()).toEqual(['"failed"', '"loaded"', '"loading"']);
  });

  describe.each(walks)('$name', ({ paths }) => {
    testEveryPath(paths, (path) => {
      const b = withDoubles(insightsMachine, { loadInsights: callDouble<Insights, InsightPeriod>() });
      let before: Snapshot | undefined;
      return {
        ...b.run,
        compare: (actual, expected) => expect(identity(actual)).toBe(identity(expected)),
        check: (snapshot, { event }, index) => {
          const { context } = snapshot;
          const state = String(snapshot.value);
          expect(snapshot.hasTag('busy')).toBe(state === 'loading');
          // One call on each entry into loading, for the period then chosen.
          // A download leaves the state as it is: it calls nothing.
          const downloadsWhileLoading = path.steps
            .slice(1, index + 1)
            .filter(
              (step) => step.event.type === 'TABLE.DOWNLOAD' && step.expected.value === 'loading',
            ).length;
          expect(b.loadInsights.inputs).toHaveLength(
            timesEntered(path, index, 'loading') - downloadsWhileLoading,
          );
          if (state === 'loading') expect(b.loadInsights.inputs.at(-1)).toEqual(context.period);
          if (context.choice !== 'custom')
            expect(context.period).toEqual(presetPeriod(context.choice, TODAY));
          if (event.type === 'xstate.done.actor.loadInsights') {
            expect(state).toBe('loaded');
            // The figures shown are always those of the period chosen last.
            expect(context.insights?.period.from).toBe(context.period.from);
            expect(context.insights?.period.to).toBe(context.period.to);
          }
          if ('error' in event) {
            expect(state).toBe('failed');
            expect(context.loadError).toBe(
              event.error instanceof ApiError ? event.error.message : insightTexts.loadFailed,
            );
            // The figures shown before stay.
            expect(context.insights).toEqual(before?.context.insights);
          }
          if (state !== 'failed') expect(context.loadError).toBeNull();
          if (event.type === 'CUSTOM.APPLY') {
            const reason = customPeriodError(before?.context.custom ?? context.custom, TODAY);
            if (before?.context.choice !== 'custom') expect(snapshot.context).toEqual(before?.context);
            else if (reason === null) {
              expect(state).toBe('loading');
              expect(context.period).toEqual(before.context.custom);
            } else {
              expect(context.customError).toBe(reason);
              expect(context.period).toEqual(before.context.period);
            }
          }
          const downloads = b.effects().of('download');
          if (event.type === 'TABLE.DOWNLOAD') {
            expect(snapshot.context).toEqual(before?.context);
            const shown = before?.context.insights;
            // The figures on screen, whatever is loading, as the file names them.
            if (shown) expect(downloads.at(-1)).toEqual(tableDownload(shown, event.table));
          }
          expect(downloads).toHaveLength(
            path.steps
              .slice(1, index + 1)
              .filter(
                (step, i) => step.event.type === 'TABLE.DOWNLOAD' && path.steps[i]?.expected.context.insights,
              ).length,
          );
          if (event.type === 'CUSTOM.CHANGED') {
            // Typing takes the reason away; outside the from–to it changes nothing.
            if (before?.context.choice === 'custom') expect(context.customError).toBeNull();
            else expect(snapshot.context).toEqual(before?.context);
          }
          before = snapshot;
        },
      };
    });
  });

  it('never shows the answer of a period chosen before the last', async () => {
    // A double that can still answer a stopped call, as a slow server would after the switch.
    const calls: { input: InsightPeriod; resolve: (figures: Insights) => void }[] = [];
    const logic = insightsMachine.provide({
      actors: {
        loadInsights: fromPromise<Insights, InsightPeriod>(
          ({ input: period }) => new Promise((resolve) => calls.push({ input: period, resolve })),
        ),
      },
    });
    const actor = createActor(logic, { input }).start();
    actor.send({ type: 'PERIOD.PRESET', preset: '7' });
    const [monthCall, weekCall] = calls;
    expect(monthCall?.input).toEqual(presetPeriod('30', TODAY));
    expect(weekCall?.input).toEqual(presetPeriod('7', TODAY));
    monthCall?.resolve(figuresFor(presetPeriod('30', TODAY)));
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.insights).toBeNull();
    weekCall?.resolve(figuresFor(presetPeriod('7', TODAY)));
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.insights?.period.from).toBe('2026-11-21');
    actor.stop();
  });
});
