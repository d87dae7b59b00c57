/**
 * A 12 MP photo (4000 × 3000 JPEG, as a phone takes it): upload → stored + thumbnail, timed per
 * request as the profile photo route does it (type check, re-encode without EXIF, thumbnail).
 */
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import type { Couple } from "./lib/couple";
import { round, summary } from "./lib/stats";

export async function twelveMegapixelJpeg() {
  // Noise gives the encoder real work, like a photo; a flat image would be unfairly cheap.
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < raw.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    raw[i] = (x / 16 + (seed & 31)) & 255;
    raw[i + 1] = (y / 12 + ((seed >> 5) & 31)) & 255;
    raw[i + 2] = ((x + y) / 28 + ((seed >> 10) & 31)) & 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function benchPhotoUpload(
  url: string,
  couple: Couple,
  jpeg: Buffer,
  runs = 30,
) {
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const form = new FormData();
    form.append(
      "photo",
      new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }),
      "IMG_0001.jpg",
    );
    const t = performance.now();
    const res = await fetch(`${url}/api/settings/profile/photo`, {
      method: "POST",
      headers: { cookie: couple.owner.cookie },
      body: form,
    });
    const ms = performance.now() - t;
    if (res.status !== 200)
      throw new Error(`photo upload: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    if (i >= 3) times.push(ms);
  }
  return {
    ...summary(times),
    megabytes: round(jpeg.length / 2 ** 20),
  };
}
