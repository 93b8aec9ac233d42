import pino from 'pino';

/** How long a stop waits for the log to be written before it exits anyway. */
const LOG_END_TIMEOUT_MS = 1000;

/**
 * Standard output as the server's loggers write to it (pino's own asynchronous stream, one for the
 * start-up log and the app's), and a way to end it before the process exits.
 *
 * pino writes what is still buffered at `process.exit` synchronously, and that write retries a failed
 * one for ever when it failed with EPIPE: a server whose log reader had gone away (a log shipper that
 * stopped, a terminal's `| tee` ended by the same Ctrl-C) logged its stop, then never exited and took no
 * signal but SIGKILL. Ended first, the stream has nothing left to write at the exit, or has met the
 * broken pipe and stopped logging.
 */
export function createLogStream() {
  const stream = pino.destination({ dest: 1, sync: false });
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
        stream.once('close', done);
        stream.once('error', done);
        try {
          stream.end();
        } catch {
          done(); // already ended
        }
      });
    },
  };
}
