import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { spaceExports } from '../../db/schema';

/** How long a taken export stays taken without a renewal (an instance that died lets go after this). */
export const EXPORT_LEASE_MS = 2 * 60_000;
/** What a second export of the same space is told: try again in this many seconds. */
export const EXPORT_RETRY_AFTER_SECONDS = 60;

/**
 * One export at a time per space, across instances (issue 33): a row in `space_exports`, taken
 * when nobody holds it or its holder stopped renewing, renewed while the ZIP is sent, deleted at
 * its end. A row works alike on PGlite and PostgreSQL and holds no connection while the download
 * runs (a session advisory lock would hold one of the pool's ten for minutes).
 */
export class ExportLease {
  private timer: NodeJS.Timeout | null = null;
  private ended = false;

  private constructor(
    private readonly db: Db,
    readonly spaceId: string,
    private readonly holder: string,
    private readonly now: () => Date,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** The space's export for this caller, or null while another one of the space is under way. */
  static async take(db: Db, spaceId: string, now: () => Date, onError: (err: unknown) => void): Promise<ExportLease | null> {
    const holder = randomUUID();
    const at = now();
    const until = new Date(at.getTime() + EXPORT_LEASE_MS);
    const taken = await db
      .insert(spaceExports)
      .values({ spaceId, holder, startedAt: at, expiresAt: until })
      .onConflictDoUpdate({
        target: spaceExports.spaceId,
        set: { holder, startedAt: at, expiresAt: until },
        setWhere: lte(spaceExports.expiresAt, at),
      })
      .returning({ holder: spaceExports.holder });
    if (taken[0]?.holder !== holder) return null;
    const lease = new ExportLease(db, spaceId, holder, now, onError);
    lease.timer = setInterval(() => void lease.renew().catch(onError), EXPORT_LEASE_MS / 4);
    lease.timer.unref();
    return lease;
  }

  /** Moves the expiry on; false when the row is no longer this export's. */
  async renew(): Promise<boolean> {
    const until = new Date(this.now().getTime() + EXPORT_LEASE_MS);
    const rows = await this.db
      .update(spaceExports)
      .set({ expiresAt: sql`greatest(${spaceExports.expiresAt}, ${until.toISOString()}::timestamptz)` })
      .where(and(eq(spaceExports.spaceId, this.spaceId), eq(spaceExports.holder, this.holder)))
      .returning({ holder: spaceExports.holder });
    return rows.length > 0;
  }

  /** The export is over (sent, failed or given up): the space may start another. Safe to call twice. */
  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    if (this.timer) clearInterval(this.timer);
    await this.db
      .delete(spaceExports)
      .where(and(eq(spaceExports.spaceId, this.spaceId), eq(spaceExports.holder, this.holder)))
      .catch(this.onError);
  }
}
