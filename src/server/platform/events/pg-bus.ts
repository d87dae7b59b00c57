import type pg from 'pg';
import type { ChangeEvent } from '../../../shared/events';
import { LocalFanout, type EventBus, type Listener } from './bus';

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
        const { spaceId, event } = JSON.parse(msg.payload) as { spaceId: string; event: ChangeEvent };
        this.fanout.deliver(spaceId, event);
      } catch (err) {
        this.onError(err);
      }
    });
    client.on('error', (err) => {
      this.onError(err);
      client.release(true);
      this.client = null;
      if (!this.closed) setTimeout(() => void this.listen().catch(this.onError), 1000);
    });
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  async publish(spaceId: string, event: ChangeEvent) {
    await this.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ spaceId, event })]);
  }

  subscribe(spaceId: string, listener: Listener) {
    return this.fanout.add(spaceId, listener);
  }

  async close() {
    this.closed = true;
    if (this.client) {
      await this.client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      this.client.release();
      this.client = null;
    }
  }
}
