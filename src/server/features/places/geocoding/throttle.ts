import { CatalogError } from '../../../catalog/types';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs calls one after another, each starting at least `intervalMs` after the previous one
 * started: Nominatim's usage policy allows one request a second from a server. Calls beyond
 * `maxQueue` waiting ones are refused at once (status 429) rather than left waiting for long.
 * The clock and the wait are injected so tests need no real time.
 */
export class MinIntervalQueue {
  private nextStart = Number.NEGATIVE_INFINITY;
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(
    private readonly service: string,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
    private readonly wait: (ms: number) => Promise<void> = sleep,
    private readonly maxQueue = 20,
  ) {}

  run<T>(call: () => Promise<T>): Promise<T> {
    if (this.waiting >= this.maxQueue) {
      return Promise.reject(new CatalogError(this.service, 'rejected', `${this.service} queue full`, 429));
    }
    this.waiting += 1;
    const result = this.tail.then(async () => {
      this.waiting -= 1;
      const delay = this.nextStart - this.now();
      if (delay > 0) await this.wait(delay);
      this.nextStart = this.now() + this.intervalMs;
      return call();
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}
