import { assign, emit, setup } from 'xstate';
import { serverMessage } from '../src/shared/apiErrors';
import {
  customPeriodError,
  type InsightPreset,
  insightTexts,
  presetPeriod,
} from '../src/shared/insightsPeriod';
import { loadInsights } from './insights.calls';
import { INSIGHT_TABLES, tableDownload } from './insights.tables';
import type { InsightsContext, InsightsEffect, InsightsEvent, InsightsInput } from './insights.types';

// The owner's Insights tab at /staff (issue 40): a period (the last 7, 30 or 90 days, this year, or a
// from–to of the staff member's own) and its figures, loaded from the server. Choosing another period
// while one loads starts the new load and stops the old one: its answer, should it still come, is never
// taken (xstate stops the invoke when `loading` is left or entered again), so the figures shown are
// always the period chosen last. A from–to is applied only when it is a period the server takes; until
// then the figures of the period before stay on screen with the reason beside the dates.

export type {
  Insights,
  InsightsContext,
  InsightsEffect,
  InsightsEvent,
  InsightsInput,
} from './insights.types';

/** What the tab shows first: a month is enough to see a trend and short enough to count by day. */
export const FIRST_PRESET: InsightPreset = '30';

export const insightsMachine = setup({
  types: {
    context: {} as InsightsContext,
    input: {} as InsightsInput,
    events: {} as InsightsEvent,
    emitted: {} as InsightsEffect,
  },
  actors: { loadInsights },
  actions: {
    choosePreset: assign(({ context }, preset: InsightPreset) => ({
      choice: preset,
      period: presetPeriod(preset, context.today),
      customError: null,
    })),
  },
  guards: {
    choosingCustom: ({ context }) => context.choice === 'custom',
    // A table of figures on screen (those of the period before stay while another loads or failed).
    tableShown: ({ context, event }) =>
      event.type === 'TABLE.DOWNLOAD' &&
      context.insights !== null &&
      (INSIGHT_TABLES as readonly string[]).includes(event.table),
    customValid: ({ context }) =>
      context.choice === 'custom' && customPeriodError(context.custom, context.today) === null,
  },
}).createMachine({
  id: 'insights',
  context: ({ input }) => {
    const period = presetPeriod(FIRST_PRESET, input.today);
    return {
      today: input.today,
      choice: FIRST_PRESET,
      period,
      custom: period,
      customError: null,
      insights: null,
      loadError: null,
    };
  },
  initial: 'loading',
  on: {
    'PERIOD.PRESET': {
      target: '.loading',
      actions: { type: 'choosePreset', params: ({ event }) => event.preset },
    },
    // The from–to starts at the period shown; nothing loads until it is applied.
    'PERIOD.CUSTOM': {
      actions: assign(({ context }) => ({
        choice: 'custom' as const,
        custom: context.period,
        customError: null,
      })),
    },
    'CUSTOM.CHANGED': {
      guard: 'choosingCustom',
      actions: assign(({ context, event }) => ({
        custom: { ...context.custom, [event.field]: event.value },
        customError: null,
      })),
    },
    'TABLE.DOWNLOAD': {
      guard: 'tableShown',
      actions: emit(({ context, event }) => ({
        type: 'download' as const,
        // tableShown: the figures are there.
        ...tableDownload(context.insights as NonNullable<typeof context.insights>, event.table),
      })),
    },
    'CUSTOM.APPLY': [
      {
        guard: 'customValid',
        target: '.loading',
        actions: assign(({ context }) => ({ period: context.custom, customError: null })),
      },
      {
        guard: 'choosingCustom',
        actions: assign({ customError: ({ context }) => customPeriodError(context.custom, context.today) }),
      },
    ],
  },
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadInsights',
        src: 'loadInsights',
        input: ({ context }) => context.period,
        onDone: { target: 'loaded', actions: assign({ insights: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => serverMessage(event.error, insightTexts.loadFailed) }),
        },
      },
    },
    loaded: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
