import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { EventBus } from './events/bus';
import type { BlobStore } from './blobs/blob-store';

/** What every feature's routes reach through `app.ctx`. Later platform pieces join here. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  bus: EventBus;
  /** The server's clock; tests move it. */
  now: () => Date;
  /** Uploaded files (photos): local disk under DATA_DIR/uploads, later S3. */
  blobs: BlobStore;
}

/** The signed-in member behind a request. */
export interface SessionMember {
  id: string;
  spaceId: string;
  email: string;
  displayName: string;
  sessionId: string;
}

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
