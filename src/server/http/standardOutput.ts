import type { Writable } from 'node:stream';
import type { LogDestination } from './logDestination';

/**
 * Log lines waiting for a slow reader at most (about ten thousand lines); past it new lines are dropped
 * rather than kept in memory for a reader that may never come back.
 */
const MOST_PENDING_BYTES = 4 * 1024 * 1024;

export interface StandardOutput extends LogDestination {
  /** Waits for the lines written so far to leave, at most `ms`; at once when the reader is gone. */
  drain(ms: number): Promise<void>;
}

/**
 * Where the server's log goes when no test gives it a destination: standard output, which a process
 * manager or journald reads through a pipe or socket and may stop reading or close at any time. Any error
 * writing to it (EPIPE, ECONNRESET, ENOSPC on a file, ...) ends the log there and nothing else: the server
 * goes on answering, and nothing waits for those lines on exit. pino's own destination (sonic-boom) let
 * such errors through its broken-pipe filter and, on exit, retried its unwritten lines every 100 ms for ever.
 */
export function standardOutputOf(out: Writable): StandardOutput {
  let broken = false;
  out.on('error', () => {
    broken = true;
  });
  return {
    write(line) {
      if (broken || out.writableLength > MOST_PENDING_BYTES) return;
      try {
        out.write(line);
      } catch {
        // A file or terminal written synchronously throws instead of emitting 'error'.
        broken = true;
      }
    },
    drain(ms) {
      if (broken || out.writableLength === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        out.once('drain', done);
        out.once('error', done);
        function done() {
          clearTimeout(timer);
          out.off('drain', done);
          out.off('error', done);
          resolve();
        }
      });
    },
  };
}

let processOutput: StandardOutput | undefined;

/** The process's own standard output, wrapped once. */
export function standardOutput(): StandardOutput {
  processOutput ??= standardOutputOf(process.stdout);
  return processOutput;
}
