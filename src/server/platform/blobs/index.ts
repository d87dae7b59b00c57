import path from 'node:path';
import type { Config } from '../../config';
import type { BlobStore } from './blob-store';
import { LocalDiskBlobStore } from './local-disk';

export type { BlobStore, BlobObject } from './blob-store';
export { LocalDiskBlobStore } from './local-disk';
export { MemoryBlobStore } from './memory';

/** The configured store. An S3-compatible store joins here when `S3_BUCKET` is set. */
export function createBlobStore(config: Config): BlobStore {
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
