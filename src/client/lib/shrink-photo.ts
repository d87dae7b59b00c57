import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from '../../shared/settings';

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * Decisions §5.10: phone photos are usually over 1 MB, so a photo that is larger than the limit
 * or wider than 2560 px is redrawn at most 2560 px on its longest side (orientation applied)
 * and re-encoded, stepping the quality down until it fits. GIFs (animation) and files the
 * browser cannot decode go as they are: the server has the last word on both.
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
    const scale = Math.min(1, maxSide / longest);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
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
    draw();
    let best: Blob | null = null;
    for (const quality of [0.9, 0.82, 0.72, 0.6]) {
      const blob = await toBlob(canvas, type, quality);
      if (!blob) break;
      if (blob.type !== type) {
        // This browser cannot write WebP: start again as JPEG.
        type = 'image/jpeg';
        draw();
        best = await toBlob(canvas, type, quality);
        if (best && best.size <= maxBytes) break;
        continue;
      }
      best = blob;
      if (blob.size <= maxBytes) break;
    }
    if (!best) return file;
    const ext = type === 'image/webp' ? 'webp' : 'jpg';
    return new File([best], file.name.replace(/\.[^.]+$/, '') + `.${ext}`, { type });
  } finally {
    bitmap.close();
  }
}
