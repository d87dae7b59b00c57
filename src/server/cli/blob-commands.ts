import { readBlob, S3BlobStore, type BlobStore } from '../platform/blobs';
import { photoContentTypeOf } from '../platform/photos';
import { CliError, type Command } from './command-kit';

/** How many blobs travel at once: enough to hide the round trips, few enough for a small server. */
const PARALLEL = 4;

export interface MigrateCounts {
  copied: number;
  alreadyThere: number;
  failed: string[];
}

/**
 * Copies every blob of the disk store into the S3 store. A blob whose bytes are already in the
 * bucket (the same bytes) is left alone, so a run can be repeated or resumed after an interruption.
 * Each copy is read back and compared byte for byte. The disk copies are kept: the operator
 * removes DATA_DIR/uploads once the app runs on S3 and the photos show (see README).
 */
export async function migrateBlobs(from: BlobStore, to: BlobStore): Promise<MigrateCounts> {
  const counts: MigrateCounts = { copied: 0, alreadyThere: 0, failed: [] };
  const one = async (key: string) => {
    const bytes = await readBlob(from, key);
    if (!bytes) return; // removed between listing and reading
    const existing = await readBlob(to, key);
    if (existing?.equals(bytes)) {
      counts.alreadyThere++;
      return;
    }
    await to.put(key, bytes, photoContentTypeOf(key));
    const back = await readBlob(to, key);
    if (back?.equals(bytes)) counts.copied++;
    else counts.failed.push(key);
  };
  const running = new Set<Promise<void>>();
  for await (const key of from.list()) {
    const task: Promise<void> = one(key)
      .catch(() => {
        counts.failed.push(key);
      })
      .finally(() => running.delete(task));
    running.add(task);
    if (running.size >= PARALLEL) await Promise.race(running);
  }
  await Promise.all(running);
  return counts;
}

export const blobsMigrate: Command<void> = {
  summary:
    'DATA_DIR/uploads içindeki fotoğrafları S3 kovasına kopyalar (tekrar çalıştırılabilir; disk kopyaları silinmez). / ' +
    'Copies the photos in DATA_DIR/uploads to the S3 bucket (repeatable; the disk copies are kept).',
  options: [],
  async run(ctx) {
    const target = ctx.blobs;
    if (!(target instanceof S3BlobStore)) {
      throw new CliError('S3_BUCKET ayarlı değil: fotoğrafların taşınacağı bir kova yok. / S3_BUCKET is not set: there is no bucket to move the photos to.');
    }
    if (!ctx.diskBlobs) throw new Error('the CLI context has no disk blob store');
    await target.check().catch((err: Error) => {
      throw new CliError(err.message);
    });
    const { copied, alreadyThere, failed } = await migrateBlobs(ctx.diskBlobs, target);
    const summary =
      `${copied} dosya kopyalandı, ${alreadyThere} dosya kovada zaten vardı, ${failed.length} dosya kopyalanamadı. / ` +
      `${copied} copied, ${alreadyThere} already in the bucket, ${failed.length} failed.`;
    if (failed.length) {
      throw new CliError(`${summary}\nKopyalanamayanlar / Failed:\n${failed.map((k) => `  ${k}`).join('\n')}\nTekrar çalıştırın. / Run it again.`);
    }
    return (
      `${summary}\nDisk kopyaları silinmedi; uygulama S3 ile çalışıp fotoğraflar göründükten sonra DATA_DIR/uploads klasörünü silebilirsiniz. / ` +
      `The disk copies were kept; remove DATA_DIR/uploads once the app runs on S3 and the photos show.`
    );
  },
};
