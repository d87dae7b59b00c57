import { assertValidKey } from '../../platform/blobs/blob-store';
import {
  TRANSFER_APP,
  TRANSFER_FORMAT_VERSION,
  TRANSFER_KINDS,
  transferManifest,
  transferMessages as tm,
  type TransferManifest,
} from '../../../shared/transfer';
import { photoEntries, type Row, type SpaceData } from './export';
import { readAll, TransferError, walkZip, type ZipSource } from './zip-reader';

export interface CheckedArchive {
  manifest: TransferManifest;
  data: SpaceData;
  /** Archive paths of the photo blobs the rows name. */
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
 * First pass over an archive: every name is checked (zip-slip) and the manifest and JSON files are
 * read and checked against each other, before anything is written anywhere.
 */
export async function checkArchive(source: ZipSource): Promise<CheckedArchive> {
  const json = new Map<string, Buffer>();
  const names = new Set<string>();
  await walkZip(source, async (name, openStream) => {
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

  const data = {} as SpaceData;
  for (const kind of TRANSFER_KINDS) {
    const rows = parseJson(json.get(`data/${kind}.json`), tm.damaged);
    const valid = Array.isArray(rows) && rows.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r));
    if (!valid || rows.length !== manifest.counts[kind]) throw new TransferError(tm.damaged);
    data[kind] = rows as Row[];
  }
  if (data.settings.length !== 1) throw new TransferError(tm.damaged);
  const missing = new Set(manifest.missingPhotoFiles);
  const photoFiles = photoEntries(data).filter((file) => !missing.has(file));
  if (photoFiles.length !== manifest.counts.photoFiles) throw new TransferError(tm.damaged);
  for (const file of photoFiles) {
    if (!file.startsWith('photos/') || !names.has(file)) throw new TransferError(tm.damaged);
    try {
      assertValidKey(file);
    } catch {
      throw new TransferError(tm.unsafePath);
    }
  }
  return { manifest, data, photoFiles };
}
