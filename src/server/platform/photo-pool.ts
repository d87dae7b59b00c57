import type { FastifyInstance } from 'fastify';
import { settingsExtraMessages as sx } from '../../shared/settings';
import { HttpError } from './http-errors';

/** What a busy server tells the browser: try again in this many seconds. */
export const PHOTO_RETRY_AFTER_SECONDS = 3;
/** How long an upload may wait for a slot before the browser is told to try again. */
export const PHOTO_MAX_WAIT_MS = 15_000;

const busy = () => new HttpError(503, sx.photoBusy, { 'Retry-After': String(PHOTO_RETRY_AFTER_SECONDS) });

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Slots for photo work (decode, resize, encode: CPU and memory), shared fairly between spaces
 * (issue 33). A photo that finds every slot taken waits in its space's own short queue; a freed
 * slot goes to the waiting space with the fewest photos in work (among equals, round robin), so a
 * space waits behind its own uploads, not behind another couple's parallel upload loops. Only a
 * space whose own queue is full (or an upload that waited PHOTO_MAX_WAIT_MS) gets 503 with
 * Retry-After: a burst cannot pile up work the server would finish after the browsers gave up.
 */
export class PhotoPool {
  private active = 0;
  private readonly working = new Map<string, number>();
  /** When each busy space last got a slot (a count of slots handed out), to take turns. */
  private readonly servedAt = new Map<string, number>();
  private served = 0;
  /** Each space's waiting uploads in arrival order; spaces in the order they began to wait. */
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(
    readonly size: number,
    readonly queuePerSpace: number,
    private readonly maxWaitMs = PHOTO_MAX_WAIT_MS,
  ) {}

  async run<T>(spaceId: string, work: () => Promise<T>): Promise<T> {
    // A freed slot is handed straight to a waiting upload, so a free slot means nobody waits.
    if (this.active < this.size) this.enter(spaceId);
    else await this.wait(spaceId);
    try {
      return await work();
    } finally {
      this.leave(spaceId);
    }
  }

  /** Uploads of this space waiting for a slot (tests and the bench look). */
  waitingIn(spaceId: string): number {
    return this.waiting.get(spaceId)?.length ?? 0;
  }

  private wait(spaceId: string): Promise<void> {
    const queue = this.waiting.get(spaceId) ?? [];
    if (queue.length >= this.queuePerSpace) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          this.forget(spaceId, waiter);
          reject(busy());
        }, this.maxWaitMs),
      };
      queue.push(waiter);
      this.waiting.set(spaceId, queue);
    });
  }

  private enter(spaceId: string) {
    this.active += 1;
    this.working.set(spaceId, (this.working.get(spaceId) ?? 0) + 1);
    this.servedAt.set(spaceId, ++this.served);
  }

  private leave(spaceId: string) {
    this.active -= 1;
    const left = (this.working.get(spaceId) ?? 1) - 1;
    if (left > 0) this.working.set(spaceId, left);
    else this.working.delete(spaceId);
    this.settle(spaceId);
    this.next();
  }

  /**
   * The freed slot goes to the waiting space with the fewest photos in work; among equals, to the
   * one served longest ago (a space that has not had a slot yet first), then the first to wait.
   */
  private next() {
    if (this.active >= this.size) return;
    const rank = (spaceId: string) => [this.working.get(spaceId) ?? 0, this.servedAt.get(spaceId) ?? 0];
    let chosen: string | undefined;
    for (const spaceId of this.waiting.keys()) {
      if (chosen === undefined) chosen = spaceId;
      const [work, at] = rank(spaceId);
      const [bestWork, bestAt] = rank(chosen);
      if (work < bestWork || (work === bestWork && at < bestAt)) chosen = spaceId;
    }
    if (chosen === undefined) return;
    const queue = this.waiting.get(chosen)!;
    const waiter = queue.shift()!;
    if (queue.length === 0) this.waiting.delete(chosen);
    clearTimeout(waiter.timer);
    this.enter(chosen);
    waiter.start();
  }

  /** A space with nothing in work and nothing waiting is forgotten (its next photo starts a new turn). */
  private settle(spaceId: string) {
    if (!this.working.has(spaceId) && !this.waiting.has(spaceId)) this.servedAt.delete(spaceId);
  }

  private forget(spaceId: string, waiter: Waiter) {
    const queue = this.waiting.get(spaceId);
    if (!queue) return;
    const at = queue.indexOf(waiter);
    if (at >= 0) queue.splice(at, 1);
    if (queue.length === 0) this.waiting.delete(spaceId);
    this.settle(spaceId);
  }
}

const pools = new WeakMap<object, PhotoPool>();

/** The instance's pool (PHOTO_CONCURRENCY slots, PHOTO_QUEUE_PER_SPACE waiting per space), shared by every photo route. */
export function photoPool(app: FastifyInstance): PhotoPool {
  let pool = pools.get(app.ctx);
  if (!pool) {
    pool = new PhotoPool(app.ctx.config.photoConcurrency, app.ctx.config.photoQueuePerSpace);
    pools.set(app.ctx, pool);
  }
  return pool;
}
