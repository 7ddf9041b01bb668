// The company's business hours and promised response time (issue 40): a lead nobody has contacted within
// RESPONSE_MINUTES of business time is escalated, and the visitor is told when to expect a call.

/** One day's opening, in minutes after the company's local midnight (America/New_York). */
export interface OpenHours {
  open: number;
  close: number;
}

/** Index 0 is Sunday, as Date#getUTCDay counts; null: closed all day. */
export type WeekHours = ReadonlyArray<OpenHours | null>;

export interface ResponsePolicy {
  hours: WeekHours;
  /** Business minutes within which a lead should be contacted. */
  responseMinutes: number;
}

/**
 * The hours the site's contact section states (src/content/site.ts: Monday–Friday 7 am – 6 pm, Saturday
 * 8 am – 2 pm, Sunday emergency line only); a unit test keeps the two in step.
 */
export const DEFAULT_BUSINESS_HOURS = 'Mon-Fri 07:00-18:00, Sat 08:00-14:00';
export const DEFAULT_RESPONSE_MINUTES = 15;

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const ENTRY = /^([a-z]{3})(?:\s*-\s*([a-z]{3}))?\s+(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/;

function dayIndex(name: string): number {
  const index = DAY_NAMES.indexOf(name as (typeof DAY_NAMES)[number]);
  if (index < 0) throw new Error(`"${name}" is not a day (use Mon, Tue, Wed, Thu, Fri, Sat, Sun)`);
  return index;
}

function minutes(hours: string, mins: string, latest: number): number {
  const value = Number(hours) * 60 + Number(mins);
  if (Number(mins) > 59 || value > latest) throw new Error(`"${hours}:${mins}" is not a time of day`);
  // The night hours a daylight-saving change skips or repeats (1 to 3 am) would make a time ambiguous.
  if (value > 0 && value < 4 * 60) throw new Error(`"${hours}:${mins}" is in the night (00:01-03:59)`);
  return value;
}

/**
 * Parses e.g. "Mon-Fri 07:00-18:00, Sat 08:00-14:00" (24-hour times, days not named are closed; a range
 * wraps past Sunday, e.g. "Sat-Sun"). Throws an Error saying what is wrong: the config names the variable.
 */
export function parseBusinessHours(text: string): WeekHours {
  const week: Array<OpenHours | null> = [null, null, null, null, null, null, null];
  const entries = text
    .split(/[,;]/)
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new Error('no opening hours given');
  for (const entry of entries) {
    const match = ENTRY.exec(entry);
    if (!match) throw new Error(`"${entry}" is not like "Mon-Fri 08:00-17:00"`);
    const [, first = '', last, openH = '', openM = '', closeH = '', closeM = ''] = match;
    const open = minutes(openH, openM, 24 * 60 - 1);
    const close = minutes(closeH, closeM, 24 * 60);
    if (close <= open) throw new Error(`"${entry}" closes before it opens`);
    const from = dayIndex(first);
    const to = last === undefined ? from : dayIndex(last);
    for (let day = from; ; day = (day + 1) % 7) {
      if (week[day] !== null) throw new Error(`"${entry}" names ${DAY_NAMES[day]} a second time`);
      week[day] = { open, close };
      if (day === to) break;
    }
  }
  return week;
}
