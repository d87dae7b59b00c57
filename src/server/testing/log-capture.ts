import { Writable } from 'node:stream';
import { loggerOptions } from '../app';

/**
 * The app's own logger (its redaction and serializers) writing JSON lines into `lines` instead of
 * stdout, so a test can read exactly what a person running the server would see in the log.
 */
export function capturedLogger(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const base = loggerOptions(level) as Exclude<ReturnType<typeof loggerOptions>, boolean | undefined>;
  return { lines, logger: { ...base, level, stream } };
}
