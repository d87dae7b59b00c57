import type { LocalS3 } from '../../src/server/testing/s3-server';
import { isMain, startChild } from './child-process';

/**
 * The local S3 server in a process of its own. In the bench's process it shared the file
 * descriptors of 2,000 streams and the load, and ran out of them while an export listed and read
 * thousands of photos (S3 InternalError, then EMFILE); its work also delayed the load generator's
 * clock. `tsx bench/lib/s3-process.ts <bucket>` runs the server and prints its settings as one line.
 */
export async function startS3Process(bucket: string): Promise<LocalS3> {
  // s3rver's list continuation tokens are DES-encrypted, a cipher OpenSSL 3 keeps in its legacy
  // provider: without it every list past 1,000 keys is an InternalError (the export listed them).
  const child = await startChild<Omit<LocalS3, 'close'>>(import.meta.filename, [bucket], ['--openssl-legacy-provider']);
  return { ...child.first, close: child.close };
}

if (isMain(import.meta)) {
  const { startLocalS3 } = await import('../../src/server/testing/s3-server');
  const s3 = await startLocalS3(process.argv[2] ?? 'defterimiz-bench');
  const { close, ...settings } = s3;
  console.log(JSON.stringify(settings));
  process.once('SIGTERM', () => void close().then(() => process.exit(0)));
}
