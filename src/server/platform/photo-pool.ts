import type { FastifyInstance } from 'fastify';
import { settingsExtraMessages as sx } from '../../shared/settings';
import { HttpError } from './http-errors';

/** What a busy server tells the browser: try again in this many seconds. */
export const PHOTO_RETRY_AFTER_SECONDS = 3;

/**
 * A small counting semaphore for photo work (decode, resize, encode: CPU and memory). When every
 * slot is taken the caller is refused at once with a 503 and Retry-After rather than queued, so
 * a burst of uploads cannot pile up work the server will finish long after the browsers gave up.
 */
export class PhotoPool {
  private active = 0;
  constructor(readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) {
      throw new HttpError(503, sx.photoBusy, { 'Retry-After': String(PHOTO_RETRY_AFTER_SECONDS) });
    }
    this.active += 1;
    try {
      return await work();
    } finally {
      this.active -= 1;
    }
  }
}

const pools = new WeakMap<object, PhotoPool>();

/** The server's one pool (PHOTO_CONCURRENCY slots), shared by every route that processes photos. */
export function photoPool(app: FastifyInstance): PhotoPool {
  let pool = pools.get(app.ctx);
  if (!pool) {
    pool = new PhotoPool(app.ctx.config.photoConcurrency);
    pools.set(app.ctx, pool);
  }
  return pool;
}
