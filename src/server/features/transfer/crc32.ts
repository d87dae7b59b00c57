import zlib from 'node:zlib';

/**
 * buffer-crc32's interface (the part yazl calls) on Node's own CRC-32 (zlib, native). yazl checks
 * every byte of an export with it: the package's JavaScript table made the ZIP writer cost 3.5 ms
 * of CPU a megabyte of photos, zlib's 0.6 (`npx tsx bench/export-zip.ts`); in a CPU profile of an
 * instance exporting 600 MB from S3 it was 18 % of the busy time, then 1 %. The server build puts
 * this module in buffer-crc32's place (scripts/build-server.mjs, `alias`); the answers are the same
 * numbers (crc32.test.ts), and the browser tests check every entry of a downloaded export against
 * its CRC (readZipEntries).
 */
export function unsigned(data: Buffer | string, previous = 0): number {
  return zlib.crc32(data, previous);
}

export function signed(data: Buffer | string, previous = 0): number {
  return unsigned(data, previous) | 0;
}

/** The CRC as four big-endian bytes, as `crc32(buffer)` answers. */
export default function crc32(data: Buffer | string, previous = 0): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(unsigned(data, previous));
  return out;
}
