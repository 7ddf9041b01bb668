import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import type { LeadKind, LeadStatus } from '../../shared/leadInbox';
import { staffMessages } from '../../shared/staffMessages';
import { leads } from '../db/schema';
import { httpError } from '../http/httpError';

// The inbox's filters and its keyset pages, shared by the list, the counts and the CSV export.

export interface LeadFilters {
  status?: LeadStatus | undefined;
  kind?: LeadKind | undefined;
  /** The language the customer wrote in (issue 39); with the newest-first order, leads_language_created_idx serves it. */
  language?: Locale | undefined;
  /** At least three characters (the contract checks it), so the trigram index can serve it. */
  q?: string | undefined;
}

/** The last lead of a page: the next page starts after it in the order (created_at, id), both descending. */
export interface PagePosition {
  /** created_at as PostgreSQL prints it in UTC to the microsecond, so no precision is lost on the way. */
  at: string;
  id: string;
}

/** created_at in the form of PagePosition.at (and of the API's created_at): ISO 8601 UTC, microseconds. */
export const createdAtText = sql<string>`to_char(${leads.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const newestFirst = [desc(leads.created_at), desc(leads.id)];

/** LIKE's wildcards and its escape character, taken literally. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const PHONE_LIKE = /^[0-9()+\-. ]+$/;

/**
 * Substring search over the lower-cased search text (the trigram index serves LIKE '%...%'); the text is a
 * bound parameter, never part of the SQL. A query typed like a phone number also matches its digits, since
 * the stored number is digits only: "(407) 555-01" finds 4075550142.
 */
function searchCondition(q: string): SQL {
  const contains = (text: string) => sql`${leads.search_text} like lower(${`%${likeLiteral(text)}%`})`;
  const digits = q.replace(/\D/g, '');
  if (PHONE_LIKE.test(q) && digits.length >= 3 && digits !== q) {
    return sql`(${contains(q)} or ${contains(digits)})`;
  }
  return contains(q);
}

export function filterConditions(filters: LeadFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.kind) conditions.push(eq(leads.kind, filters.kind));
  if (filters.language) conditions.push(eq(leads.language, filters.language));
  if (filters.q) conditions.push(searchCondition(filters.q));
  return conditions;
}

/** Leads after `position` in the list's order. */
export function after(position: PagePosition): SQL {
  return sql`(${leads.created_at}, ${leads.id}) < (${position.at}::timestamptz, ${position.id}::uuid)`;
}

export function whereAll(conditions: SQL[]): SQL | undefined {
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A real instant that PostgreSQL reads as Date does: Date rolls 2025-02-30 over, so it must read back the same. */
function isInstant(at: string): boolean {
  if (!AT.test(at)) return false;
  const time = new Date(at);
  if (Number.isNaN(time.getTime()) || time.getUTCFullYear() < 1) return false;
  return time.toISOString().slice(0, 23) === at.slice(0, 23);
}

// A cursor is the position as base64url text: opaque to callers, and not secret (it names a lead the
// caller was just shown). It is checked fully here, because a malformed time would be a database error.
export function encodeCursor(position: PagePosition): string {
  return Buffer.from(`${position.at}~${position.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): PagePosition {
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('~');
  if (rest.length > 0 || !isInstant(at) || !UUID.test(id)) throw httpError(400, staffMessages.badCursor);
  return { at, id };
}
