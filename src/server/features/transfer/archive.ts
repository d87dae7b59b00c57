import {
  CORE_TRANSFER_KINDS,
  TRANSFER_APP,
  TRANSFER_FORMAT_VERSION,
  TRANSFER_KINDS,
  transferManifest,
  transferMessages as tm,
  type TransferKind,
  type TransferManifest,
} from '../../../shared/transfer';
import type { ArchiveRows } from './archive-schema';
import { validateArchiveData, type ReferenceLimits } from './references';
import { readAll, TransferError, walkZip, type ZipSource } from './zip-reader';

export interface CheckedArchive {
  manifest: TransferManifest;
  /** Every row, checked against its kind's schema and the references (ids still the archive's). */
  rows: ArchiveRows;
  /** Archive paths of the photo blobs the rows name (present in the archive). */
  photoFiles: string[];
}

const parseJson = (bytes: Buffer | undefined, message: string): unknown => {
  if (!bytes) throw new TransferError(message);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new TransferError(message);
  }
};

/**
 * Each kind's rows as the archive holds them, for `kinds` (today's, in import order). Every exporter
 * since the first format (0.1.0) writes, for each kind it knows, a count in the manifest (zero
 * included) and `data/<kind>.json`: a kind with neither is one born after the archive was made
 * (an archive of 0.1.0 has no notification preferences) and comes in empty, so a feature's new
 * export kind needs no list of its own; a kind with only one of the two, or a file whose rows
 * differ from its count, is damage. The space's own kinds (CORE_TRANSFER_KINDS) are in every
 * archive. Rows of a missing kind that others point at are refused later, by the references.
 */
export function archiveRowsByKind(json: Map<string, Buffer>, counts: Record<string, number>, kinds: readonly string[] = TRANSFER_KINDS) {
  const core: readonly string[] = CORE_TRANSFER_KINDS;
  const data: Record<string, unknown[]> = {};
  for (const kind of kinds) {
    const name = `data/${kind}.json`;
    if (!core.includes(kind) && !Object.hasOwn(counts, kind) && !json.has(name)) {
      data[kind] = [];
      continue;
    }
    const list = parseJson(json.get(name), tm.damaged);
    if (!Array.isArray(list) || list.length !== counts[kind]) throw new TransferError(tm.damaged);
    data[kind] = list;
  }
  return data;
}

/**
 * First pass over an archive: every name is checked (zip-slip), the manifest and JSON files are
 * read, every row is checked against its kind's schema and every reference against the archive
 * (references.ts), before anything is written anywhere. A name that appears twice is damage.
 */
export async function checkArchive(source: ZipSource, limits: ReferenceLimits): Promise<CheckedArchive> {
  const json = new Map<string, Buffer>();
  const names = new Set<string>();
  await walkZip(source, async (name, openStream) => {
    if (names.has(name)) throw new TransferError(tm.damaged);
    names.add(name);
    if (name === 'manifest.json' || (name.startsWith('data/') && name.endsWith('.json'))) {
      json.set(name, await readAll(await openStream()));
    }
  });
  const raw = parseJson(json.get('manifest.json'), tm.foreign) as { app?: unknown; formatVersion?: unknown };
  if (raw?.app !== TRANSFER_APP) throw new TransferError(tm.foreign);
  if (typeof raw.formatVersion === 'number' && raw.formatVersion > TRANSFER_FORMAT_VERSION) throw new TransferError(tm.newer);
  const parsed = transferManifest.safeParse(raw);
  if (!parsed.success) throw new TransferError(tm.damaged);
  const manifest = parsed.data;

  const data = archiveRowsByKind(json, manifest.counts) as Record<TransferKind, unknown>;
  const rows = validateArchiveData(data, limits);
  const missing = new Set(manifest.missingPhotoFiles);
  const photoFiles = rows.photos.flatMap((p) => [p.key, p.thumbKey]).filter((file) => !missing.has(file));
  if (photoFiles.length !== manifest.counts.photoFiles) throw new TransferError(tm.damaged);
  for (const file of photoFiles) if (!names.has(file)) throw new TransferError(tm.damaged);
  return { manifest, rows, photoFiles };
}
