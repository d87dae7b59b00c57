import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { EventBus } from './events/bus';
import type { BlobStore } from './blobs/blob-store';
import type { ReadCache } from './read-cache';
import type { SessionCache } from './auth/session-cache';
import type { SessionMember } from './auth/session-member';
import type { GestureEvents } from './events/gestures';

/** What every feature's routes reach through `app.ctx`. Later platform pieces join here. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  bus: EventBus;
  /** The server's clock; tests move it. */
  now: () => Date;
  /** Uploaded files (photos): local disk under DATA_DIR/uploads, or the S3 bucket (S3_BUCKET). */
  blobs: BlobStore;
  /** Whole-list answers per space, forgotten on the change events they depend on. */
  readCache: ReadCache;
  /** Session token → member for a moment (platform/auth/session-cache.ts). */
  sessions: SessionCache;
  /** Events of gestures still under way (platform/events/gestures.ts). */
  gestures: GestureEvents;
}

/** The signed-in member behind a request. */
export type { SessionMember };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    routeList: { method: string; url: string; public: boolean }[];
  }
  interface FastifyRequest {
    member: SessionMember | null;
  }
  interface FastifyContextConfig {
    /** Routes open to signed-out visitors. Everything else under /api needs a session. */
    public?: boolean;
  }
}
