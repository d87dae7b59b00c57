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

/**
 * An animated GIF written byte by byte: a `width`×`height` canvas and `frames` frames of one
 * pixel each. A few KB on the wire; a decoder that renders every frame paints the whole canvas
 * `frames` times (the review's 52 KB GIF took 5.3 s of CPU that way).
 */
export function makeGifBomb(width: number, height: number, frames: number): Buffer {
  const u16 = (n: number) => Buffer.from([n & 0xff, n >> 8]);
  const parts: Buffer[] = [
    Buffer.from('GIF89a', 'latin1'),
    u16(width),
    u16(height),
    Buffer.from([0x80, 0, 0]), // global colour table of 2 entries
    Buffer.from([0xff, 0, 0, 0, 0xff, 0]), // red, green
    Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0', 'latin1'), 0x03, 0x01, 0x00, 0x00, 0x00]), // loop forever
  ];
  for (let i = 0; i < frames; i += 1) {
    parts.push(
      Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00]), // graphic control: 10 ms, no disposal
      Buffer.from([0x2c]), u16(i % width), u16(0), u16(1), u16(1), Buffer.from([0x00]), // a 1×1 image
      Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]), // LZW: clear, index 0, end
    );
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** A multipart/form-data body with text fields and several files under one field name (a capsule's photos). */
export function multipartFiles(files: { filename: string; contentType: string; bytes: Buffer }[], fields: Record<string, string> = {}, field = 'photos') {
  const boundary = `----defterimiz${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
