import { Transform, type TransformCallback } from 'node:stream';

/**
 * EXPORT_MB_PER_SECOND's default: 2 GB of photos in about nine minutes, and the machine left to
 * the others. At 8 the other couples' p95 on the 2-core bench machine rose 2.5–3× while an export
 * ran, at 4 by 1.4× (measured: README, "Many couples on one server"); a server of one couple may
 * raise it or set 0.
 */
export const EXPORT_DEFAULT_MB_PER_SECOND = 4;

/**
 * A rate in bytes per second shared by every stream that takes from it (a token bucket holding at
 * most one second of bytes). The exports of one instance all draw from one: on a server shared by
 * many couples, 'Dışa aktar' of a space with gigabytes of photos (or several at once) gets a fixed
 * slice of the machine, and the others' pages stay fast. The stream waits; nothing is buffered
 * beyond the stream's own chunk, since the ZIP behind it is only read as fast as this lets through.
 */
export class SharedRate {
  private tokens: number;
  private last: number;

  constructor(
    readonly bytesPerSecond: number,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.tokens = bytesPerSecond;
    this.last = clock();
  }

  /** Takes `bytes` now (the balance may go below zero) and says how many ms to wait before sending more. */
  take(bytes: number): number {
    const now = this.clock();
    this.tokens = Math.min(this.bytesPerSecond, this.tokens + ((now - this.last) / 1000) * this.bytesPerSecond);
    this.last = now;
    this.tokens -= bytes;
    return this.tokens >= 0 ? 0 : Math.ceil((-this.tokens / this.bytesPerSecond) * 1000);
  }
}

/** A pass-through stream that holds each chunk back until `rate` allows it; no rate, no pause. */
export function paced(rate: SharedRate | null): Transform {
  let timer: NodeJS.Timeout | undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const wait = rate ? rate.take(chunk.length) : 0;
      if (wait === 0) return callback(null, chunk);
      timer = setTimeout(() => callback(null, chunk), wait);
    },
    // A download given up (the browser closed) lets its wait go.
    destroy(error, callback) {
      clearTimeout(timer);
      callback(error);
    },
  });
}
