import { afterEach, describe, expect, it, vi } from 'vitest';
import { shrinkPhoto, shrinkSides } from './shrink-photo';

/**
 * A canvas whose JPEG size grows with its area and quality, like a photo full of fine detail:
 * about 0.5 bytes per pixel at quality 0.85, so 2560 px is too big at every quality.
 */
function fakeBrowser(bytesPerPixel: number, bitmap = { width: 4000, height: 3000 }) {
  const tries: { width: number; quality: number; size: number }[] = [];
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ({ clearRect() {}, fillRect() {}, drawImage() {}, fillStyle: '' }),
    toBlob(done: (b: Blob | null) => void, type: string, quality: number) {
      const size = Math.round(this.width * this.height * bytesPerPixel * quality);
      tries.push({ width: this.width, quality, size });
      done(new Blob([new Uint8Array(size)], { type }));
    },
  };
  vi.stubGlobal('createImageBitmap', async () => ({ ...bitmap, close() {} }));
  vi.stubGlobal('document', { createElement: () => canvas });
  return tries;
}

const photo = (size: number, type = 'image/jpeg') => new File([new Uint8Array(size)], 'IMG_0001.JPG', { type });

afterEach(() => vi.unstubAllGlobals());

describe('shrinkPhoto', () => {
  it('steps the size down (2560 → 2048 → 1600) until a detailed 12 MP photo fits 1 MiB', async () => {
    const tries = fakeBrowser(0.6);
    const out = await shrinkPhoto(photo(5_800_000));
    expect(out.size).toBeLessThanOrEqual(1_048_576);
    expect(out.name).toBe('IMG_0001.jpg');
    expect(out.type).toBe('image/jpeg');
    expect([...new Set(tries.map((t) => t.width))]).toEqual([2560, 2048, 1600]);
    expect(tries[tries.length - 1].width).toBe(1600);
  });

  it('stays at 2560 px when a lower quality is enough', async () => {
    const tries = fakeBrowser(0.2);
    const out = await shrinkPhoto(photo(3_000_000));
    expect(out.size).toBeLessThanOrEqual(1_048_576);
    expect(tries.every((t) => t.width === 2560)).toBe(true);
  });

  it('returns the smallest try when nothing fits, so the caller can show the size message', async () => {
    const tries = fakeBrowser(5);
    const out = await shrinkPhoto(photo(9_000_000));
    expect(out.size).toBeGreaterThan(1_048_576);
    expect(out.size).toBe(Math.min(...tries.map((t) => t.size)));
    expect(tries.at(-1)).toMatchObject({ width: 1280, quality: 0.6 });
  });

  it('leaves a small photo and a GIF as they are', async () => {
    const tries = fakeBrowser(1, { width: 800, height: 600 });
    const small = photo(200_000);
    expect(await shrinkPhoto(small)).toBe(small);
    const gif = photo(3_000_000, 'image/gif');
    expect(await shrinkPhoto(gif)).toBe(gif);
    expect(tries).toEqual([]);
  });

  it('never enlarges: a 1800 px photo over the limit starts at its own size', () => {
    expect(shrinkSides(4000)).toEqual([2560, 2048, 1600, 1280]);
    expect(shrinkSides(1800)).toEqual([1800, 1600, 1280]);
    expect(shrinkSides(1000)).toEqual([1000]);
  });
});
