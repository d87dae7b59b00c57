import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files';
import { assertValidKey, type BlobObject, type BlobStore } from './blob-store';

/** Blobs as files under one folder (`${DATA_DIR}/uploads` by default). */
export class LocalDiskBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  private file(key: string) {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.file(key);
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    // Write aside, then rename: a reader never sees half a file, a crash leaves no torn blob.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fsp.writeFile(temp, body, { mode: PRIVATE_FILE_MODE });
      await fsp.rename(temp, target);
    } catch (err) {
      await fsp.rm(temp, { force: true });
      throw err;
    }
  }

  async putFile(key: string, file: string): Promise<void> {
    const target = this.file(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.rename(file, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      // Another file system: copy aside, then rename, as put() does.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fsp.copyFile(file, temp);
        await fsp.rename(temp, target);
      } catch (copyErr) {
        await fsp.rm(temp, { force: true });
        throw copyErr;
      }
    }
  }

  async get(key: string): Promise<BlobObject | null> {
    const target = this.file(key);
    try {
      const stat = await fsp.stat(target);
      if (!stat.isFile()) return null;
      return { body: fs.createReadStream(target), size: stat.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
  }

  /** Files under the root as keys; half-written `.tmp` files of an interrupted put are not blobs. */
  async *list(prefix = ''): AsyncIterable<string> {
    const walk = async function* (dir: string, rel: string): AsyncGenerator<string> {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        const key = rel ? `${rel}/${entry.name}` : entry.name;
        if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
        else if (entry.isFile() && !entry.name.endsWith('.tmp') && key.startsWith(prefix)) yield key;
      }
    };
    // Only the folder the prefix names is walked (one space's photos, not every space's).
    const base = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    yield* walk(base ? path.join(this.root, ...base.split('/')) : this.root, base);
  }
}
