import pino, { type DestinationStream } from 'pino';

/** How long a stop waits for the log to be written before it exits anyway. */
const LOG_END_TIMEOUT_MS = 1000;

/**
 * How the log reads: JSON lines for whatever reads it by machine (a pipe, a file, a service manager, a log
 * shipper), one coloured line per entry for a person at a terminal.
 */
export type LogFormat = 'json' | 'pretty';

/** JSON, but for standard output that is a terminal. */
export const logFormatFor = (output: { isTTY?: boolean }): LogFormat => (output.isTTY ? 'pretty' : 'json');

/** What a request's two entries show on their line; the rest of their fields are left out. */
const REQUEST_FIELDS = 'reqId,req,res,responseTime';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * An entry's message on its line, a request's with what it asked and how it was answered:
 * 'req-1 incoming request: GET /api/health from 127.0.0.1', 'req-1 request completed: 200 in 4 ms'.
 */
function messageOf(entry: Record<string, unknown>, messageKey: string): string {
  const message = String(entry[messageKey] ?? '');
  const { reqId, req, res, responseTime } = entry;
  const asked = isRecord(req) ? ` ${req['method']} ${req['url']} from ${req['remoteAddress']}` : '';
  const answered =
    isRecord(res) && typeof responseTime === 'number'
      ? ` ${res['statusCode']} in ${Math.round(responseTime)} ms`
      : '';
  const detail = asked || answered ? `:${asked}${answered}` : '';
  return `${typeof reqId === 'string' ? `${reqId} ` : ''}${message}${detail}`;
}

/**
 * `destination`, written each entry as a line for a person to read: its time, level and message, then
 * its other fields (an error with its stack). It is handed the JSON line pino has already made, so the serializers and the redaction
 * (http/log-serializers.ts, `redact` in app.ts) have done their work: no field they drop comes back.
 * pino-pretty is loaded only here, so a process that logs JSON never loads it.
 */
export async function prettyLines(
  destination: { write(text: string): unknown },
  options: { colorize?: boolean } = {},
): Promise<DestinationStream> {
  // The CommonJS module as a whole: bundled, it has no named exports.
  const { prettyFactory } = (await import('pino-pretty')).default;
  const pretty = prettyFactory({
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: `pid,hostname,${REQUEST_FIELDS}`,
    messageFormat: messageOf,
    ...options,
  });
  return { write: (line: string) => void destination.write(pretty(line)) };
}

/**
 * Standard output as the server's loggers write to it (pino's own asynchronous stream, one for the
 * start-up log and the app's), as JSON or pretty lines by `logFormatFor`, and a way to end it before
 * the process exits.
 *
 * pino writes what is still buffered at `process.exit` synchronously, and that write retries a failed
 * one for ever when it failed with EPIPE: a server whose log reader had gone away (a log shipper that
 * stopped, a terminal's `| tee` ended by the same Ctrl-C) logged its stop, then never exited and took no
 * signal but SIGKILL. Ended first, the stream has nothing left to write at the exit, or has met the
 * broken pipe and stopped logging.
 */
export async function createLogStream(output: { isTTY?: boolean } = process.stdout) {
  const destination = pino.destination({ dest: 1, sync: false });
  const stream = logFormatFor(output) === 'pretty' ? await prettyLines(destination) : destination;
  return {
    stream,
    /** Resolves once the stream is closed or has failed, or after LOG_END_TIMEOUT_MS. Log nothing after. */
    ended(): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timeout);
          resolve();
        };
        const timeout = setTimeout(done, LOG_END_TIMEOUT_MS);
        destination.once('close', done);
        destination.once('error', done);
        try {
          destination.end();
        } catch {
          done(); // already ended
        }
      });
    },
  };
}
