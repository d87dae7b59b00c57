import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A multipart/form-data body for `app.inject`: one file plus optional text fields. */
export function multipartForm(
  file: { field?: string; filename: string; contentType: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----defterimiz${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photo'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real JPEG; with `gps` it carries camera and GPS EXIF like a phone photo. */
export async function makeJpeg(options: { width?: number; height?: number; gps?: boolean; orientation?: number } = {}) {
  let image = sharp({
    create: { width: options.width ?? 64, height: options.height ?? 48, channels: 3, background: { r: 200, g: 90, b: 110 } },
  });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'DefterCam', Model: 'Test 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 0/1 2952/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '28/1 58/1 4224/100',
      },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.jpeg().toBuffer();
}

export async function makePng(width = 32, height = 32) {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();
}
