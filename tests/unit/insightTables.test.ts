import { describe, expect, it } from 'vitest';
import { insightTables, tableDownload } from '../../machines/insights.tables';
import type { Insights } from '../../machines/insights.types';
import { figuresFor } from '../machines/insights.fixtures';

// The Insights tab's tables (issue 40): the conversions between the funnel's steps, the speed's minutes
// and shares, and a table's CSV file.

const period = { from: '2026-11-21', to: '2026-11-27' };
const tableOf = (insights: Insights, id: string) => insightTables(insights).find((table) => table.id === id);

describe('insight tables', () => {
  it('says how many leads went on from each step of the funnel, and a dash where none came to it', () => {
    const figures: Insights = {
      ...figuresFor(period),
      funnel: [
        { status: 'new', leads: 8 },
        { status: 'contacted', leads: 6 },
        { status: 'quoted', leads: 0 },
        { status: 'won', leads: 0 },
        { status: 'lost', leads: 1 },
      ],
    };
    expect(tableOf(figures, 'funnel')?.rows).toEqual([
      ['New', '8', '—'],
      ['Contacted', '6', '75% of new'],
      ['Quoted', '0', '0% of contacted'],
      ['Won', '0', '—'],
      ['Lost', '1', '13% of new'],
    ]);
  });

  it('gives speed to lead in minutes, and the shares of every lead of the week', () => {
    const figures: Insights = {
      ...figuresFor(period),
      speed: [
        {
          week: '2026-11-16',
          leads: 0,
          contacted: 0,
          median_seconds: null,
          p90_seconds: null,
          within_5_minutes: 0,
          within_hour: 0,
        },
        {
          week: '2026-11-23',
          leads: 4,
          contacted: 3,
          median_seconds: 270,
          p90_seconds: 5_400,
          within_5_minutes: 2,
          within_hour: 3,
        },
      ],
    };
    expect(tableOf(figures, 'speed')?.rows).toEqual([
      ['2026-11-16', '0', '0', '—', '—', '—', '—'],
      ['2026-11-23', '4', '3', '4.5', '90.0', '50%', '75%'],
    ]);
  });

  it('compares each bucket with the one of the period before, and totals both', () => {
    const figures: Insights = {
      ...figuresFor(period),
      leads: [
        { start: '2026-11-21', estimate: 2, inquiry: 1 },
        { start: '2026-11-22', estimate: 0, inquiry: 3 },
      ],
      previous_leads: [
        { start: '2026-11-19', estimate: 1, inquiry: 0 },
        { start: '2026-11-20', estimate: 1, inquiry: 1 },
      ],
    };
    expect(tableOf(figures, 'leads')?.rows).toEqual([
      ['2026-11-21', '2', '1', '3', '2026-11-19', '1'],
      ['2026-11-22', '0', '3', '3', '2026-11-20', '2'],
      ['Total', '2', '4', '6', '', '3'],
    ]);
  });

  it('downloads a table as formula-safe CSV named by its period', () => {
    const figures: Insights = {
      ...figuresFor(period),
      cities: [
        { city: '=HYPERLINK("http://evil.example")', leads: 1 },
        { city: 'Tampa', leads: 3 },
      ],
    };
    expect(tableDownload(figures, 'cities')).toEqual({
      fileName: 'insights-cities-2026-11-21-to-2026-11-27.csv',
      csv: `\uFEFFCity,Leads,Share\r\n"'=HYPERLINK(""http://evil.example"")",1,25%\r\nTampa,3,75%\r\n`,
    });
    expect(tableDownload(figures, 'productCategories').fileName).toBe(
      'insights-product-categories-2026-11-21-to-2026-11-27.csv',
    );
  });
});
