import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { and, count, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { spaces } from '../../db/schema';
import { todayInSpaceZone } from '../../../shared/dates';
import type { BlobStore } from '../../platform/blobs';
import { TRANSFER_APP, TRANSFER_FORMAT_VERSION, TRANSFER_KINDS, type TransferKind, type TransferManifest } from '../../../shared/transfer';
import { ascending, kindSpecs } from './kinds';
import { appVersion, schemaVersion } from './versions';

export type Row = Record<string, unknown>;
export type SpaceData = Record<TransferKind, Row[]>;

/**
 * Every record of one space, kind by kind, read in one transaction so the picture is consistent.
 * For a member's own download (`viewer`), a kind with `visibleTo` gives only what that member may
 * see (the partner's private wishes stay on the server), and each kind keeps only what it has
 * released by the member's day (KindSpec.released: a sealed capsule, its photos and links stay
 * behind); `heldBack` counts what stayed, by kind.
 */
export async function readSpaceData(
  db: Db,
  spaceId: string,
  viewer?: { id: string; today?: string },
): Promise<{ data: SpaceData; heldBack: Record<string, number> }> {
  const memberToday = viewer?.today;
  return db.transaction(async (tx) => {
    const specs = kindSpecs(tx as unknown as Db);
    const data = {} as SpaceData;
    const heldBack: Record<string, number> = {};
    for (const kind of TRANSFER_KINDS) {
      const spec = specs[kind];
      const released = memberToday && spec.released ? spec.released(memberToday, spaceId) : undefined;
      const rows = (await tx
        .select()
        .from(spec.table)
        .where(and(viewer && spec.visibleTo ? spec.visibleTo(spaceId, viewer.id) : spec.where(spaceId), released))
        .orderBy(...ascending(spec.orderBy))) as Row[];
      data[kind] = rows.map((row) => {
        const out = { ...row };
        for (const column of spec.omit ?? []) delete out[column];
        return out;
      });
      if (released) {
        const [left] = await tx.select({ n: count() }).from(spec.table).where(and(spec.where(spaceId), not(released)));
        if (Number(left.n) > 0) heldBack[kind] = Number(left.n);
      }
    }
    return { data, heldBack };
  });
}

/** The space's calendar day at `now` (a member's export releases what has opened by then). */
async function spaceToday(db: Db, spaceId: string, now: Date): Promise<string | undefined> {
  const [space] = await db.select({ timeZone: spaces.timeZone }).from(spaces).where(eq(spaces.id, spaceId)).limit(1);
  return space ? todayInSpaceZone(now, space.timeZone) : undefined;
}

/** Where a photo's blob goes in the archive: its key, which always starts with `photos/`. */
export const photoEntries = (data: SpaceData) =>
  data.photos.flatMap((p) => [String(p.key), String(p.thumbKey)]);

/**
 * Which blobs are really there (one listing of the space's photo folder, not a read per photo).
 * A photo row whose bytes are gone (a crash between the row and its blob, a lost disk) must not
 * stop the whole export: the row travels, and the manifest lists the missing files so the import
 * knows they are not damage.
 */
async function probeBlobs(blobs: BlobStore, spaceId: string, keys: string[]) {
  const stored = new Set<string>();
  for await (const key of blobs.list(`photos/${spaceId}/`)) stored.add(key);
  return { present: keys.filter((k) => stored.has(k)), missing: keys.filter((k) => !stored.has(k)) };
}

/**
 * The space as a ZIP stream: whole for the operator (`space:export`), or as a member may take it
 * (`viewerId`: the 'Dışa aktar' download holds back what is still sealed, decision 027, and the partner's private wishes). The JSON files are made from the rows read above; photos are
 * streamed one by one from the blob store as the archive is read, so the whole archive is never
 * held in memory.
 */
export async function exportSpace(db: Db, blobs: BlobStore, spaceId: string, now: Date, viewerId?: string): Promise<Readable> {
  const viewer = viewerId ? { id: viewerId, today: await spaceToday(db, spaceId, now) } : undefined;
  const { data, heldBack } = await readSpaceData(db, spaceId, viewer);
  const { present: files, missing } = await probeBlobs(blobs, spaceId, photoEntries(data));
  const counts: Record<string, number> = Object.fromEntries(TRANSFER_KINDS.map((k) => [k, data[k].length]));
  counts.photoFiles = files.length;
  const manifest: TransferManifest = {
    app: TRANSFER_APP,
    formatVersion: TRANSFER_FORMAT_VERSION,
    appVersion,
    schemaVersion: schemaVersion(),
    exportedAt: now.toISOString(),
    spaceName: String(data.settings[0]?.name ?? ''),
    counts,
    missingPhotoFiles: missing,
    heldBack,
  };
  const zip = new yazl.ZipFile();
  const mtime = now;
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'manifest.json', { mtime });
  for (const kind of TRANSFER_KINDS) {
    zip.addBuffer(Buffer.from(JSON.stringify(data[kind], null, 2)), `data/${kind}.json`, { mtime });
  }
  for (const key of files) {
    // Photos are already compressed: store them as they are.
    zip.addReadStreamLazy(key, { mtime, compress: false }, (cb) => {
      blobs.get(key).then(
        (blob) => (blob ? cb(null, blob.body) : cb(new Error(`missing blob ${key}`), undefined as never)),
        (err: Error) => cb(err, undefined as never),
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  (zip as unknown as NodeJS.EventEmitter).on('error', (err: Error) => output.destroy(err));
  return output;
}
