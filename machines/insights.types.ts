import type { ApiSchemas } from '../src/api/client';
import type { InsightChoice, InsightPeriod, InsightPreset } from '../src/shared/insightsPeriod';
import type { SharedEffect } from './effects';

/** The Insights tab's tables, in the order the page shows them (insights.tables.ts builds each). */
export const INSIGHT_TABLES = [
  'leads',
  'sources',
  'cities',
  'funnel',
  'speed',
  'visits',
  'services',
  'productCategories',
] as const;
export type InsightTableId = (typeof INSIGHT_TABLES)[number];

// What the Insights tab's machine (insights.machine.ts) takes, holds and hears (issue 40).

/** GET /staff/insights's answer (getInsights): one period's figures. */
export type Insights = ApiSchemas['Insights'];

export interface InsightsInput {
  /** Florida's date when the tab opened (localDateOf): the presets count back from it. */
  today: string;
}

export interface InsightsContext extends InsightsInput {
  choice: InsightChoice;
  /** The period shown, or being loaded. */
  period: InsightPeriod;
  /** The from–to as typed, applied only once it is a period the server takes. */
  custom: InsightPeriod;
  customError: string | null;
  /** The last figures loaded; kept on screen while another period loads or a load fails. */
  insights: Insights | null;
  loadError: string | null;
}

export type InsightsEvent =
  | { type: 'PERIOD.PRESET'; preset: InsightPreset }
  | { type: 'PERIOD.CUSTOM' }
  | { type: 'CUSTOM.CHANGED'; field: keyof InsightPeriod; value: string }
  | { type: 'CUSTOM.APPLY' }
  | { type: 'RETRY' }
  | { type: 'TABLE.DOWNLOAD'; table: InsightTableId };

/** What the tab asks of the browser: a table's CSV saved as a file. */
export type InsightsEffect = SharedEffect | { type: 'download'; fileName: string; csv: string };
