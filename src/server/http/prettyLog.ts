import { displayPath } from '../config/displayPath';
import type { LogDestination } from './logDestination';

// LOG_FORMAT=pretty: pino's JSON lines turned into what a developer at a terminal reads. Every line has
// already passed the logger's redaction; this only changes how it looks.

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Keys every line has, or that the layout shows in its own place. */
const LAID_OUT = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

interface Paint {
  dim(text: string): string;
  bold(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  green(text: string): string;
  cyan(text: string): string;
  /** The mail summaries: the one line a developer without SMTP looks for (the code or the link). */
  mail(text: string): string;
}

const ansi =
  (open: number, close: number) =>
  (text: string): string =>
    `\u001b[${open}m${text}\u001b[${close}m`;

const COLOURS: Paint = {
  dim: ansi(2, 22),
  bold: ansi(1, 22),
  red: ansi(31, 39),
  yellow: ansi(33, 39),
  green: ansi(32, 39),
  cyan: ansi(36, 39),
  mail: (text) => `\u001b[1;35m${text}\u001b[22;39m`,
};

const plain = (text: string): string => text;
const PLAIN: Paint = {
  dim: plain,
  bold: plain,
  red: plain,
  yellow: plain,
  green: plain,
  cyan: plain,
  mail: plain,
};

type Entry = Record<string, unknown>;

function clock(time: unknown): string {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

function statusColour(paint: Paint, status: number): (text: string) => string {
  if (status >= 500) return paint.red;
  if (status >= 400) return paint.yellow;
  if (status >= 300) return paint.cyan;
  return paint.green;
}

function value(item: unknown): string {
  if (typeof item === 'string') return /[\s"=]/.test(item) || item === '' ? JSON.stringify(item) : item;
  return JSON.stringify(item) ?? String(item);
}

/** The fields a line carries beyond its message, as `key=value`. */
function fields(entry: Entry): string {
  return Object.entries(entry)
    .filter(([key, item]) => !LAID_OUT.has(key) && item !== undefined)
    .map(([key, item]) => `${key}=${value(item)}`)
    .join(' ');
}

function errorLines(paint: Paint, err: unknown): string[] {
  if (typeof err !== 'object' || err === null) return [];
  const { type, message, stack } = err as { type?: unknown; message?: unknown; stack?: unknown };
  const lines = [`  ${paint.red(`${String(type ?? 'Error')}: ${String(message ?? '')}`)}`];
  if (typeof stack === 'string' && stack !== '') {
    lines.push(...stack.split('\n').map((frame) => paint.dim(`  ${frame.trim()}`)));
  }
  return lines;
}

/** `POST /api/users/signin 200 12.4 ms`: the one line per request (see requestLog.ts). */
function requestLine(paint: Paint, entry: Entry): string | undefined {
  const req = entry.req as { method?: unknown; url?: unknown } | undefined;
  const res = entry.res as { statusCode?: unknown } | undefined;
  if (typeof req?.method !== 'string' || typeof res?.statusCode !== 'number') return undefined;
  const status = statusColour(paint, res.statusCode)(String(res.statusCode));
  const time = typeof entry.responseTime === 'number' ? paint.dim(` ${entry.responseTime} ms`) : '';
  return `${req.method} ${String(req.url ?? '')} ${status}${time}`;
}

/** One JSON log line as text, colours included when `colour` is true. A line that is not JSON is kept. */
export function prettyLine(line: string, colour: boolean): string {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line.replace(/\n$/, '');
  }
  const paint = colour ? COLOURS : PLAIN;
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const label = LEVELS[level] ?? String(level);
  const head = paint.dim(clock(entry.time));
  const tag = level >= 50 ? paint.red(label) : level >= 40 ? paint.yellow(label) : '';
  const message = typeof entry.msg === 'string' ? entry.msg : '';

  let body: string;
  if (typeof entry.mailId === 'number' && message !== '') {
    // The dev mail summary and "mail sent": whom, what, and (in development) the code or link.
    const where =
      entry.file === undefined
        ? ''
        : paint.dim(`  ${typeof entry.file === 'string' ? displayPath(entry.file) : ''}`);
    body = `${paint.mail(`✉ ${message}`)}${where}`;
  } else {
    const request = requestLine(paint, entry);
    const extra = fields(entry);
    body = [request ?? message, extra === '' ? '' : paint.dim(extra)]
      .filter((part) => part !== '')
      .join('  ');
    if (request !== undefined && level >= 40 && message !== '') body = `${body}  ${message}`;
  }
  return [[head, tag, body].filter((part) => part !== '').join(' '), ...errorLines(paint, entry.err)].join(
    '\n',
  );
}

/** Whether to colour the terminal: a TTY, unless NO_COLOR is set (https://no-color.org), or FORCE_COLOR. */
export function wantsColour(env: Record<string, string | undefined>, isTty: boolean): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return isTty;
}

/** A pino destination that writes each line through prettyLine. */
export function prettyDestination(out: LogDestination, colour: boolean): LogDestination {
  return {
    write(line: string) {
      out.write(`${prettyLine(line, colour)}\n`);
    },
  };
}
