import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logSerializers } from './http/log-serializers';
import { logFormatFor, prettyLines } from './log-stream';

const ESCAPE = '\u001b[';

/** A logger set up as the app's (its serializers and redaction), writing through the pretty lines. */
async function prettyLogger(colorize: boolean) {
  const written: string[] = [];
  const stream = await prettyLines({ write: (text: string) => written.push(text) }, { colorize });
  const log = pino({ serializers: logSerializers, redact: ['req.headers.authorization'] }, stream);
  return { log, text: () => written.join('') };
}

describe('the log format', () => {
  it('is pretty on a terminal and JSON on anything else', () => {
    expect(logFormatFor({ isTTY: true })).toBe('pretty');
    expect(logFormatFor({ isTTY: false })).toBe('json');
    expect(logFormatFor({})).toBe('json');
  });
});

describe('pretty log lines', () => {
  it('show an entry as time, level and message, coloured when asked', async () => {
    const coloured = await prettyLogger(true);
    coloured.log.info('Wayfarer is ready at http://localhost:3000');
    expect(coloured.text()).toContain(ESCAPE);
    expect(coloured.text()).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] .*INFO.*: .*Wayfarer is ready/);

    const plain = await prettyLogger(false);
    plain.log.warn('a pooled database connection failed; reconnecting');
    expect(plain.text()).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: a pooled database connection failed/);
    expect(plain.text()).not.toContain(ESCAPE);
    expect(() => JSON.parse(plain.text())).toThrow();
  });

  it('put a request on one line each way, without its token, query string or authorization', async () => {
    const { log, text } = await prettyLogger(false);
    const request = log.child({ reqId: 'req-7' });
    request.info(
      {
        req: {
          method: 'PATCH',
          url: '/api/confirmemail/SECRET-TOKEN?sig=SECRET-SIG',
          ip: '127.0.0.1',
          headers: { authorization: 'Bearer SECRET-BEARER' },
        },
      },
      'incoming request',
    );
    request.info({ res: { statusCode: 204 }, responseTime: 3.7 }, 'request completed');
    expect(text().split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(
        /INFO: req-7 incoming request: PATCH \/api\/confirmemail\/\[token\]\?\[query\] from 127\.0\.0\.1$/,
      ),
      expect.stringMatching(/INFO: req-7 request completed: 204 in 4 ms$/),
    ]);
    expect(text()).not.toContain('SECRET');
  });

  it('show an error with its stack, cut down as the serializer cuts it', async () => {
    const { log, text } = await prettyLogger(false);
    const failure = Object.assign(new Error('Failed query: insert into "users" … params: SECRET-HASH'), {
      query: 'insert into "users" …',
      params: ['SECRET-HASH'],
      cause: Object.assign(new Error('new row violates check constraint'), { code: '23514' }),
    });
    log.error({ err: failure }, 'unhandled error');
    expect(text()).toContain('ERROR: unhandled error');
    expect(text()).toContain('a database query failed');
    expect(text()).toContain('23514');
    expect(text()).toMatch(/\n\s+at /);
    expect(text()).not.toContain('SECRET');
  });
});
