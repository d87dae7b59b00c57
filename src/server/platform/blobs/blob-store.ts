import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live, by key (e.g. `photos/<spaceId>/<photoId>.jpg`). The database keeps
 * only keys, so the local-disk store and an S3-compatible one are interchangeable.
 */
export interface BlobStore {
  /** Stores `body` under `key`, replacing any earlier blob of that key. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores the file at `file` under `key`, streamed (backups are large). The file may be moved
   * rather than copied; the caller removes whatever is left.
   */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The blob as a stream, or null when there is none. */
  get(key: string): Promise<BlobObject | null>;
  /** Removes the blob; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (all keys without one), in no promised order (blobs:migrate, tests). */
  list(prefix?: string): AsyncIterable<string>;
  /** Checks once at start that the store can be reached; a clear error otherwise. */
  check?(): Promise<void>;
  /** Lets go of connections when the app closes. */
  close?(): void;
}

export interface BlobObject {
  body: Readable;
  size: number;
}

/**
 * The store failed for a reason other than a missing key: the bucket answered 5xx or refused the
 * keys, the connection broke. The person gets a Turkish 503 with Retry-After (error-handling.ts),
 * never a 500; the cause is logged for the person running the server.
 */
export class BlobStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('blob store unavailable', { cause });
    this.name = 'BlobStoreUnavailableError';
  }
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are made by the server, never taken from a request; still, refuse anything path-like. */
export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.includes('..') || key.length > 300) throw new Error(`invalid blob key: ${key}`);
}
