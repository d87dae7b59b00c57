import path from 'node:path';
import type { Config } from '../../config';
import type { BlobStore } from './blob-store';
import { LocalDiskBlobStore } from './local-disk';
import { S3BlobStore } from './s3';

export type { BlobStore, BlobObject } from './blob-store';
export { BlobStoreUnavailableError } from './blob-store';
export { LocalDiskBlobStore } from './local-disk';
export { MemoryBlobStore } from './memory';
export { S3BlobStore } from './s3';

/** The configured store: the S3 bucket when `S3_BUCKET` is set, else `DATA_DIR/uploads`. */
export function createBlobStore(config: Config): BlobStore {
  return config.s3 ? new S3BlobStore(config.s3) : diskBlobStore(config);
}

/** The local-disk store of DATA_DIR, whatever is configured (blobs:migrate reads from it). */
export function diskBlobStore(config: Config): LocalDiskBlobStore {
  return new LocalDiskBlobStore(path.join(config.dataDir, 'uploads'));
}

/** Reads a whole blob (tests, export). */
export async function readBlob(store: BlobStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
