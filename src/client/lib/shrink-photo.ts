import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from '../../shared/photo-words';

/** Longest sides tried in turn (decisions §5.10): a detailed 12 MP photo may need 2048 or 1600 px to fit. */
export const SHRINK_SIDES = [2560, 2048, 1600, 1280] as const;
/** Qualities tried at each size before stepping down to the next one. */
export const SHRINK_QUALITIES = [0.85, 0.72, 0.6] as const;

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** The sizes to try for a photo whose longest side is `longest`: never larger than it already is. */
export function shrinkSides(longest: number, maxSide: number = PHOTO_MAX_SIDE): number[] {
  const first = Math.min(longest, maxSide);
  return [first, ...SHRINK_SIDES.filter((s) => s < first)];
}

/**
 * Decisions §5.10: phone photos are usually over 1 MB, so a photo that is larger than the limit
 * or wider than 2560 px is redrawn (orientation applied) and re-encoded: first at 2560 px with
 * falling quality, then at 2048, 1600 and 1280 px, until it fits. Pure noise-like detail (a
 * 12 MP photo of leaves or gravel) does not fit at 2560 px even at low quality, which is why
 * the size steps down too. What still does not fit comes back as the smallest try, and the
 * caller shows the spec's message. GIFs (animation) and files the browser cannot decode go as
 * they are: the server has the last word on both.
 */
export async function shrinkPhoto(file: File, maxBytes = PHOTO_MAX_BYTES, maxSide = PHOTO_MAX_SIDE): Promise<File> {
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (longest <= maxSide && file.size <= maxBytes) return file;
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;

    // WebP keeps transparency where the browser can write it; JPEG (on white) everywhere else.
    let type = file.type === 'image/png' || file.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
    const draw = () => {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      if (type === 'image/jpeg') {
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
      }
      ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    };
    const asFile = (blob: Blob) => new File([blob], file.name.replace(/\.[^.]+$/, '') + (blob.type === 'image/webp' ? '.webp' : '.jpg'), { type: blob.type });

    let smallest: Blob | null = null;
    for (const side of shrinkSides(longest, maxSide)) {
      const scale = side / longest;
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      draw();
      for (const quality of SHRINK_QUALITIES) {
        let blob = await toBlob(canvas, type, quality);
        if (blob && blob.type !== type) {
          // This browser cannot write WebP: carry on as JPEG.
          type = 'image/jpeg';
          draw();
          blob = await toBlob(canvas, type, quality);
        }
        if (!blob) return smallest ? asFile(smallest) : file;
        if (!smallest || blob.size < smallest.size) smallest = blob;
        if (blob.size <= maxBytes) return asFile(blob);
      }
    }
    return smallest && smallest.size < file.size ? asFile(smallest) : file;
  } finally {
    bitmap.close();
  }
}
