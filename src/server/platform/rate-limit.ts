/**
 * A fixed-window counter kept in memory, for one process (PGlite). With PostgreSQL the routes
 * get a limiter shared by every instance instead (shared-limits.ts).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when `key` is already at its limit (does not count). */
  isLimited(key: string): boolean {
    const entry = this.current(key);
    return entry !== undefined && entry.count >= this.max;
  }

  /** Counts one hit; returns false when this hit goes over the limit. */
  hit(key: string): boolean {
    const entry = this.current(key) ?? { count: 0, resetAt: this.now() + this.windowMs };
    entry.count += 1;
    this.hits.set(key, entry);
    if (this.hits.size > 10_000) this.sweep();
    return entry.count <= this.max;
  }

  /** Milliseconds until `key`'s window ends (0 when it has none). */
  msLeft(key: string): number {
    const entry = this.current(key);
    return entry ? Math.max(0, entry.resetAt - this.now()) : 0;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private current(key: string) {
    const entry = this.hits.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.hits.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
