import type { ReceivedMail } from './smtpReceiver';

// A small, strict iCalendar (RFC 5545) reader for the appointment tests: CRLF line endings only, lines of
// at most 75 octets, unfolding of lines that start with a space or tab, content lines of
// name *(;param=value) : value, BEGIN/END nesting checked. It throws on anything else, so a malformed
// file fails the test instead of being read generously.

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

const NAME = /^[A-Za-z0-9-]+$/;

/** Splits a content line at the colon that ends its name and parameters (quoted values may hold colons). */
function parseLine(line: string): IcsProperty {
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) throw new Error(`no value in line: ${line}`);
  const head = line.slice(0, colon);
  const value = line.slice(colon + 1);
  const [name = '', ...rawParams] = head.match(/(?:[^;"]|"[^"]*")+/g) ?? [];
  if (!NAME.test(name)) throw new Error(`bad property name: ${name}`);
  const params: Record<string, string> = {};
  for (const raw of rawParams) {
    const eq = raw.indexOf('=');
    if (eq < 1) throw new Error(`bad parameter: ${raw}`);
    params[raw.slice(0, eq).toUpperCase()] = raw.slice(eq + 1).replace(/^"(.*)"$/, '$1');
  }
  return { name: name.toUpperCase(), params, value };
}

/** Unfolds and parses a whole .ics text into its top component (VCALENDAR). */
export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  const logical: string[] = [];
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error('a bare CR or LF in the file');
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`a line over 75 octets: ${line}`);
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('a continuation line first');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of logical) {
    const property = parseLine(line);
    if (property.name === 'BEGIN') {
      const component: IcsComponent = { name: property.value, properties: [], components: [] };
      stack.at(-1)?.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      const open = stack.pop();
      if (open?.name !== property.value) throw new Error(`END:${property.value} closes ${open?.name}`);
      if (stack.length === 0) root = open;
    } else {
      const current = stack.at(-1);
      if (!current) throw new Error(`a property outside any component: ${line}`);
      current.properties.push(property);
    }
  }
  if (stack.length > 0 || !root) throw new Error('unclosed components');
  return root;
}

export function property(component: IcsComponent, name: string): IcsProperty {
  const found = component.properties.filter((p) => p.name === name);
  if (found.length !== 1) throw new Error(`${component.name} has ${found.length} ${name}`);
  return found[0] as IcsProperty;
}

export function child(component: IcsComponent, name: string): IcsComponent {
  const found = component.components.filter((c) => c.name === name);
  if (found.length !== 1) throw new Error(`${component.name} has ${found.length} ${name}`);
  return found[0] as IcsComponent;
}

/** A TEXT value unescaped (RFC 5545 3.3.11). */
export function text(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** The nth (1-based) Sunday of a month, as a day of the month. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/**
 * The UTC instant of a DATE-TIME with TZID, read with the file's own VTIMEZONE: the STANDARD or DAYLIGHT
 * part whose yearly onset (RRULE FREQ=YEARLY;BYMONTH=m;BYDAY=nSU, at its DTSTART's local time) came last
 * before the local time decides the offset. Only the rules this project writes are understood.
 */
export function zonedToUtc(calendar: IcsComponent, prop: IcsProperty): Date {
  const zone = calendar.components.find(
    (c) => c.name === 'VTIMEZONE' && property(c, 'TZID').value === prop.params.TZID,
  );
  if (!zone) throw new Error(`no VTIMEZONE for ${prop.params.TZID}`);
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(prop.value);
  if (!m) throw new Error(`not a local DATE-TIME: ${prop.value}`);
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as number[];
  const local = Date.UTC(year as number, (month as number) - 1, day, hour, minute, second);
  let best: { onset: number; offset: string } | undefined;
  for (const part of zone.components) {
    const rule = /^FREQ=YEARLY;BYMONTH=(\d+);BYDAY=(\d)SU$/.exec(property(part, 'RRULE').value);
    const start = /T(\d{2})(\d{2})(\d{2})$/.exec(property(part, 'DTSTART').value);
    if (!rule || !start) throw new Error(`a rule this reader does not know in ${part.name}`);
    for (const y of [(year as number) - 1, year as number]) {
      const onsetMonth = Number(rule[1]);
      const onset = Date.UTC(y, onsetMonth - 1, nthSunday(y, onsetMonth, Number(rule[2])), Number(start[1]));
      if (onset <= local && (!best || onset > best.onset))
        best = { onset, offset: property(part, 'TZOFFSETTO').value };
    }
  }
  const o = best && /^([+-])(\d{2})(\d{2})$/.exec(best.offset);
  if (!o) throw new Error('no offset found');
  const minutes = (Number(o[2]) * 60 + Number(o[3])) * (o[1] === '-' ? -1 : 1);
  return new Date(local - minutes * 60_000);
}

/** Decodes a MIME part's body by its Content-Transfer-Encoding, keeping its line endings. */
function decodeBody(encoding: string, body: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/**
 * The .ics attachment of a received message, as its bytes arrived (decoded from the transfer encoding
 * only), and its `method` parameter: the parsed message has its line endings normalised, so the strict
 * reader reads the raw part.
 */
export function calendarOf(mail: ReceivedMail): { method: string | undefined; text: string } {
  const raw = mail.raw.toString('utf8');
  const start = raw.search(/\r\nContent-Type: text\/calendar/i);
  if (start < 0) throw new Error(`no calendar in "${mail.parsed.subject}"`);
  const headersEnd = raw.indexOf('\r\n\r\n', start);
  const headers = raw.slice(start, headersEnd);
  const bodyEnd = raw.indexOf('\r\n--', headersEnd + 4);
  const body = raw.slice(headersEnd + 4, bodyEnd);
  const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase() ?? '7bit';
  const method = /method=("?)([A-Z]+)\1/i.exec(headers.replace(/\r\n\s+/g, ' '))?.[2]?.toUpperCase();
  return { method, text: decodeBody(encoding, body) };
}
