import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import { assertValidKey, type BlobObject, type BlobStore } from './blob-store';

/** Blobs in memory: for tests that must not touch the disk. */
export class MemoryBlobStore implements BlobStore {
  readonly blobs = new Map<string, { body: Buffer; contentType: string }>();

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    this.blobs.set(key, { body: Buffer.from(body), contentType });
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    await this.put(key, await fsp.readFile(file), contentType);
  }

  async get(key: string): Promise<BlobObject | null> {
    assertValidKey(key);
    const blob = this.blobs.get(key);
    return blob ? { body: Readable.from([blob.body]), size: blob.body.length } : null;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    this.blobs.delete(key);
  }

  async *list(prefix = ''): AsyncIterable<string> {
    for (const key of [...this.blobs.keys()]) if (key.startsWith(prefix)) yield key;
  }
}
