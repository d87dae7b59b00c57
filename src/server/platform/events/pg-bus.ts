import type pg from 'pg';
import type { ChangeEvent } from '../../../shared/events';
import { LocalFanout, type AnyListener, type EventBus, type Listener, type SessionsEndedListener } from './bus';

const CHANNEL = 'defterimiz_events';

/**
 * For PostgreSQL: events travel through LISTEN/NOTIFY so that every instance behind a load
 * balancer delivers them to its own open streams. A dropped listening connection is re-opened.
 */
export class PgEventBus implements EventBus {
  private readonly fanout = new LocalFanout();
  private client: pg.PoolClient | null = null;
  private closed = false;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly onError: (err: unknown) => void,
  ) {}

  static async start(pool: pg.Pool, onError: (err: unknown) => void = () => {}) {
    const bus = new PgEventBus(pool, onError);
    await bus.listen();
    return bus;
  }

  private async listen() {
    const client = await this.pool.connect();
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const payload = JSON.parse(msg.payload) as { spaceId: string; event: ChangeEvent } | { sessionsEnded: string[] };
        if ('sessionsEnded' in payload) this.fanout.sessionsEnded(payload.sessionsEnded);
        else this.fanout.deliver(payload.spaceId, payload.event);
      } catch (err) {
        this.onError(err);
      }
    });
    // Stays attached after release: pg emits late errors on a dropped client, which must not throw.
    client.on('error', (err) => {
      if (this.client !== client) return; // already given up (closed, or replaced)
      this.onError(err);
      this.client = null;
      client.release(true);
      // Events sent while no connection listens are gone: caches must not trust what they hold.
      this.fanout.lost();
      this.reconnect();
    });
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      client.release(true);
      throw err;
    }
    if (this.closed) {
      client.release(true);
      return;
    }
    this.client = client;
    // And whatever was cached while nobody listened (between the drop and now) is forgotten too.
    this.fanout.lost();
  }

  /** Re-opens the listening connection after it dropped, retrying every second until it works. */
  private reconnect() {
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed) return;
      this.listen().catch((err) => {
        this.onError(err);
        this.reconnect();
      });
    }, 1000).unref();
  }

  async publish(spaceId: string, event: ChangeEvent) {
    // This instance's caches forget now, not after the NOTIFY's round trip (which tells them again).
    this.fanout.deliverToAny(spaceId, event);
    await PgEventBus.notify(this.pool, spaceId, event);
  }

  /** Sends an event to every listening instance without listening itself (the CLI does this). */
  static async notify(pool: pg.Pool, spaceId: string, event: ChangeEvent) {
    await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ spaceId, event })]);
  }

  /** Sessions ended: this instance's streams close now, the others' when the NOTIFY arrives. */
  async publishSessionsEnded(sessionIds: readonly string[]) {
    this.fanout.sessionsEnded(sessionIds);
    await PgEventBus.notifySessionsEnded(this.pool, sessionIds);
  }

  /** For the CLI as well (no bus of its own). A NOTIFY payload stays under 8000 bytes: 64-hex ids in groups of 50. */
  static async notifySessionsEnded(pool: pg.Pool, sessionIds: readonly string[]) {
    for (let i = 0; i < sessionIds.length; i += 50) {
      const sessionsEnded = sessionIds.slice(i, i + 50);
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ sessionsEnded })]);
    }
  }

  onSessionsEnded(listener: SessionsEndedListener) {
    return this.fanout.addSessionsEnded(listener);
  }

  subscribe(spaceId: string, listener: Listener) {
    return this.fanout.add(spaceId, listener);
  }

  subscribeAll(listener: AnyListener) {
    return this.fanout.addAny(listener);
  }

  async close() {
    this.closed = true;
    const client = this.client;
    if (client) {
      this.client = null;
      await client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      client.removeAllListeners('notification');
      // A listening connection is not handed back to the pool for ordinary queries; closed once
      // the connection has ended (a caller closing the pool next finds nothing of it left).
      // (bounded: a connection that had already ended says nothing more).
      const ended = new Promise<void>((resolve) => {
        client.once('end', () => resolve());
        setTimeout(resolve, 2000).unref();
      });
      client.release(true);
      await ended;
    }
  }
}
