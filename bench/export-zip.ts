/**
 * `npx tsx bench/export-zip.ts`: what the ZIP writer of 'Dışa aktar' costs per megabyte of photos
 * (yazl, photos stored, bodies arriving in 16 KB pieces as TLS records bring them), with the CRC-32
 * of the buffer-crc32 package (JavaScript) and with Node's native one, which the server build puts
 * in its place (src/server/features/transfer/crc32.ts). CPU of this process, 600 MB each.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { pipeline, Readable, Writable } from 'node:stream';
import yazl from 'yazl';
import { unsigned } from '../src/server/features/transfer/crc32';

const crc = createRequire(import.meta.url)('buffer-crc32') as { unsigned: typeof unsigned };
const javascript = crc.unsigned;
const block = randomBytes(512 * 1024);
const PIECE = 16 * 1024;

const body = () => {
  let at = 0;
  return new Readable({
    read() {
      if (at >= block.length) return this.push(null);
      this.push(block.subarray(at, at + PIECE));
      at += PIECE;
    },
  });
};

async function run(label: string) {
  const zip = new yazl.ZipFile();
  for (let i = 0; i < 1200; i++) zip.addReadStreamLazy(`photos/${i}.jpg`, { compress: false }, (cb) => setImmediate(() => cb(null, body())));
  zip.end();
  let bytes = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await new Promise<void>((resolve, reject) =>
    pipeline(zip.outputStream, new Writable({ write: (chunk: Buffer, _e, cb) => ((bytes += chunk.length), cb()) }), (err) => (err ? reject(err) : resolve())),
  );
  const used = process.cpuUsage(cpu);
  const mb = bytes / 2 ** 20;
  console.log(`${label.padEnd(22)} ${mb.toFixed(0)} MB  CPU ${((used.user + used.system) / 1000 / mb).toFixed(2)} ms/MB  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

console.log(`Node ${process.version}, ${process.arch}`);
await run('buffer-crc32 (JS)');
crc.unsigned = unsigned; // yazl reads crc32.unsigned at every piece
await run('zlib.crc32 (native)');
crc.unsigned = javascript;
