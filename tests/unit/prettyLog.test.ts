import { describe, expect, it } from 'vitest';
import { prettyDestination, prettyLine, wantsColour } from '../../src/server/http/prettyLog';

const at = new Date(2026, 10, 24, 9, 5, 7).getTime();
const line = (entry: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'vm', ...entry });

describe('prettyLine', () => {
  it('writes a request as one line: method, path, status and time', () => {
    const text = prettyLine(
      line({
        reqId: 'req-1',
        req: { id: 'req-1', method: 'POST', url: '/api/users/signin', ip: '127.0.0.1' },
        res: { statusCode: 401 },
        responseTime: 12.4,
        msg: 'request completed',
      }),
      false,
    );
    expect(text).toBe('09:05:07 POST /api/users/signin 401 12.4 ms');
  });

  it('colours the status by its class only when asked', () => {
    const request = (status: number) =>
      line({ req: { method: 'GET', url: '/' }, res: { statusCode: status }, responseTime: 1 });
    expect(prettyLine(request(200), true)).toContain('\u001b[32m200\u001b[39m');
    expect(prettyLine(request(404), true)).toContain('\u001b[33m404\u001b[39m');
    expect(prettyLine(request(503), true)).toContain('\u001b[31m503\u001b[39m');
    expect(prettyLine(request(503), false)).not.toContain('\u001b[');
  });

  it('marks the mail summaries, with the file relative to the working folder', () => {
    const entry = {
      mailId: 3,
      kind: 'email.verification',
      file: `${process.cwd()}/data/mail/00000003-email.verification.eml`,
      msg: 'mail to ann@example.com: Your verification code — 123456',
    };
    expect(prettyLine(line(entry), false)).toBe(
      '09:05:07 ✉ mail to ann@example.com: Your verification code — 123456  data/mail/00000003-email.verification.eml',
    );
    expect(prettyLine(line(entry), true)).toContain('\u001b[1;35m✉ mail to ann@example.com');
  });

  it('shows other fields as key=value and labels warnings and errors', () => {
    expect(prettyLine(line({ msg: 'inquiry stored', inquiryId: 'a1', products: 2 }), false)).toBe(
      '09:05:07 inquiry stored  inquiryId=a1 products=2',
    );
    expect(
      prettyLine(line({ level: 40, msg: 'mail delivery failed; will retry', error: 'ECONNREFUSED' }), false),
    ).toBe('09:05:07 WARN mail delivery failed; will retry  error=ECONNREFUSED');
    expect(prettyLine(line({ msg: 'session ended', note: 'two words', empty: '' }), false)).toBe(
      '09:05:07 session ended  note="two words" empty=""',
    );
  });

  it('puts an error on its own lines, stack frames indented', () => {
    const text = prettyLine(
      line({
        level: 50,
        req: { method: 'GET', url: '/api/users/user' },
        res: { statusCode: 500 },
        responseTime: 3,
        err: {
          type: 'TypeError',
          message: 'x is undefined',
          stack: '    at f (a.ts:1:1)\n    at g (b.ts:2:2)',
        },
        msg: 'request errored',
      }),
      false,
    );
    expect(text.split('\n')).toEqual([
      '09:05:07 ERROR GET /api/users/user 500 3 ms  request errored',
      '  TypeError: x is undefined',
      '  at f (a.ts:1:1)',
      '  at g (b.ts:2:2)',
    ]);
  });

  it('keeps a line that is not JSON as it is', () => {
    expect(prettyLine('plain text\n', false)).toBe('plain text');
  });
});

describe('prettyDestination', () => {
  it('writes one formatted line per pino line', () => {
    const written: string[] = [];
    const destination = prettyDestination({ write: (text) => written.push(text) }, false);
    destination.write(`${line({ msg: 'first' })}\n`);
    destination.write(`${line({ msg: 'second' })}\n`);
    expect(written).toEqual(['09:05:07 first\n', '09:05:07 second\n']);
  });
});

describe('wantsColour', () => {
  it('colours a terminal unless NO_COLOR is set; FORCE_COLOR colours anything', () => {
    expect(wantsColour({}, true)).toBe(true);
    expect(wantsColour({}, false)).toBe(false);
    expect(wantsColour({ NO_COLOR: '1' }, true)).toBe(false);
    expect(wantsColour({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(wantsColour({ FORCE_COLOR: '0' }, false)).toBe(false);
  });
});
