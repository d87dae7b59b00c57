import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import crc32, { signed, unsigned } from './crc32';

// Loaded as yazl loads it.
const bufferCrc32 = createRequire(import.meta.url)('buffer-crc32') as typeof import('buffer-crc32');

// The server build puts ./crc32 in buffer-crc32's place for yazl: every answer must be the package's.
describe('crc32: buffer-crc32 on Node zlib', () => {
  const inputs = [Buffer.alloc(0), Buffer.from('Defterimiz — ğüşıöç'), randomBytes(1), randomBytes(65_537), randomBytes(1 << 20)];

  it('gives the same unsigned, signed and byte answers as buffer-crc32', () => {
    for (const input of inputs) {
      expect(unsigned(input)).toBe(bufferCrc32.unsigned(input));
      expect(signed(input)).toBe(bufferCrc32.signed(input));
      expect(crc32(input).equals(bufferCrc32(input))).toBe(true);
    }
    expect(unsigned('manifest.json')).toBe(bufferCrc32.unsigned('manifest.json'));
  });

  it('continues a CRC over chunks as yazl does (each chunk with the previous value)', () => {
    const whole = randomBytes(300_000);
    let ours = 0;
    let theirs = 0;
    for (let at = 0; at < whole.length; at += 65_536) {
      const chunk = whole.subarray(at, at + 65_536);
      ours = unsigned(chunk, ours);
      theirs = bufferCrc32.unsigned(chunk, theirs);
      expect(ours).toBe(theirs);
    }
    expect(ours).toBe(bufferCrc32.unsigned(whole));
  });
});
