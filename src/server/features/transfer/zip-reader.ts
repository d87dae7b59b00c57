import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { transferMessages as tm } from '../../../shared/transfer';

/** A refusal of an archive, with the Turkish message the person sees. */
export class TransferError extends Error {}

export type ZipSource = { path: string } | { buffer: Buffer };

/**
 * Entry names are checked by us, not trusted: absolute paths, drive letters, backslashes and
 * `..`/`.` segments are refused before anything is written (zip-slip).
 */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.length > 500 || name.includes('\\') || name.includes('\0')) return false;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return false;
  const parts = name.split('/');
  // A trailing slash is a folder entry; every other segment must be a real name.
  if (parts.at(-1) === '') parts.pop();
  return parts.every((p) => p !== '' && p !== '.' && p !== '..');
}

function open(source: ZipSource): Promise<yauzl.ZipFile> {
  const options = { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: true };
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, zip?: yauzl.ZipFile) => (err || !zip ? reject(new TransferError(tm.damaged, { cause: err })) : resolve(zip));
    if ('path' in source) yauzl.open(source.path, options, done);
    else yauzl.fromBuffer(source.buffer, options, done);
  });
}

/** `crc32` is the CRC-32 the archive states for the entry's bytes (the import does not check it; tests do). */
export type EntryVisitor = (name: string, openStream: () => Promise<Readable>, crc32: number) => Promise<void>;

/** Visits every entry in order. A damaged archive or an unsafe name stops the walk with a TransferError. */
export async function walkZip(source: ZipSource, visit: EntryVisitor): Promise<void> {
  const zip = await open(source);
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      zip.close();
      reject(err instanceof TransferError ? err : new TransferError(tm.damaged, { cause: err }));
    };
    zip.on('error', fail);
    zip.on('end', () => {
      if (!failed) resolve();
    });
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = Buffer.isBuffer(entry.fileName) ? (entry.fileName as Buffer).toString('utf8') : String(entry.fileName);
      if (!isSafeEntryName(name)) return fail(new TransferError(tm.unsafePath));
      if (name.endsWith('/')) return zip.readEntry();
      const openStream = () =>
        new Promise<Readable>((res, rej) => zip.openReadStream(entry, (err, stream) => (err || !stream ? rej(err) : res(stream))));
      visit(name, openStream, entry.crc32).then(() => zip.readEntry(), fail);
    });
    zip.readEntry();
  });
}

/**
 * The whole entry, refusing it (with `tooLarge`) as soon as more than `limit` bytes have come out
 * of the decompressor, whatever the entry's headers claim; the stream is destroyed then.
 */
export async function readAll(stream: Readable, limit = 256 * 1024 * 1024, tooLarge: string = tm.damaged): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new TransferError(tooLarge);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
