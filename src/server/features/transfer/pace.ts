import { Transform, type TransformCallback } from 'node:stream';

/**
 * EXPORT_MB_PER_SECOND's default: 2 GB of photos in about nine minutes, and the machine left to
 * the others. At 8 the other couples' p95 on the 2-core bench machine rose 2.5–3× while an export
 * ran, at 4 by 1.4× (measured: README, "Many couples on one server"); a server of one couple may
 * raise it or set 0.
 */
export const EXPORT_DEFAULT_MB_PER_SECOND = 4;

/** One export stream's way to the rate: how long to wait before sending `bytes` more, and its end. */
export interface Lane {
  take(bytes: number): number;
  leave(): void;
}

interface SpaceBucket {
  streams: number;
  tokens: number;
  last: number;
}

/**
 * EXPORT_MB_PER_SECOND shared fairly between spaces, not streams (issue 33): the spaces with an
 * export under way on this instance each get an equal share, and a space's streams draw from its
 * share together (a token bucket per space, holding at most one second of that share). So on a
 * server of many couples, 'Dışa aktar' of a space with gigabytes of photos gets a fixed slice of
 * the machine, several exports of one space cannot starve another couple's, and one large chunk
 * makes only its own space wait. A stream waits; nothing is buffered beyond its own chunk, since
 * the ZIP behind it is only read as fast as this lets through.
 */
export class FairRate {
  private readonly spaces = new Map<string, SpaceBucket>();

  constructor(
    readonly bytesPerSecond: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** A stream of `spaceId` begins: until it leaves, the rate is split between the spaces sending. */
  join(spaceId: string): Lane {
    let bucket = this.spaces.get(spaceId);
    if (!bucket) {
      bucket = { streams: 0, tokens: this.bytesPerSecond / (this.spaces.size + 1), last: this.clock() };
      this.spaces.set(spaceId, bucket);
    }
    bucket.streams += 1;
    const space = bucket;
    let left = false;
    return {
      take: (bytes) => this.take(space, bytes),
      leave: () => {
        if (left) return;
        left = true;
        space.streams -= 1;
        if (space.streams === 0) this.spaces.delete(spaceId);
      },
    };
  }

  /** Takes `bytes` now from the space's share (the balance may go below zero); the ms to wait before sending more. */
  private take(space: SpaceBucket, bytes: number): number {
    const share = this.bytesPerSecond / Math.max(1, this.spaces.size);
    const now = this.clock();
    space.tokens = Math.min(share, space.tokens + ((now - space.last) / 1000) * share);
    space.last = now;
    space.tokens -= bytes;
    return space.tokens >= 0 ? 0 : Math.ceil((-space.tokens / share) * 1000);
  }
}

/**
 * A pass-through stream that holds each chunk back until its lane allows it; no lane, no pause.
 * `beforeEnd` runs after the last chunk and before the stream ends, so whoever reads to the end
 * finds it done (the export's turn handed back before the download's last byte).
 */
export function paced(lane: Lane | null, beforeEnd?: () => Promise<void>): Transform {
  let timer: NodeJS.Timeout | undefined;
  return new Transform({
    flush(callback: TransformCallback) {
      if (!beforeEnd) return callback();
      beforeEnd().then(() => callback(), callback);
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const wait = lane ? lane.take(chunk.length) : 0;
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
