/**
 * The many-couples server's data: N couples made straight in the database (one password hash
 * for all: hashing 1,000 passwords would only time argon2), each signed in through the balancer
 * like a browser, then a year of use written through the API: lists, quotes, places, memories
 * with a photo each (re-encoded by the server into S3), likes and comments.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { openPostgres } from '../src/server/db/client';
import { addMemberToSpace, createSpaceWithOwner } from '../src/server/features/account/repo';
import { hashPassword } from '../src/server/platform/passwords';
import { S3BlobStore } from '../src/server/platform/blobs/s3';
import type { S3Config } from '../src/server/config';

export interface BenchMember {
  id: string;
  cookie: string;
}
export interface BenchCouple {
  spaceId: string;
  members: [BenchMember, BenchMember];
  memoryIds: string[];
}

const PASSWORD = 'bench-sifre-123';

/** A year of one couple's use, scaled down by BENCH_YEAR_SCALE for quick runs. */
export function yearOfData(scale: number) {
  const n = (x: number) => Math.max(1, Math.round(x * scale));
  return { movies: n(60), series: n(20), books: n(30), quotes: n(40), places: n(15), memories: n(12) };
}

/** Runs `tasks` with at most `limit` at once. */
export async function pool<T>(items: T[], limit: number, task: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await task(items[i], i);
      }
    }),
  );
}

export async function call(url: string, cookie: string, method: string, path: string, body?: unknown, form?: FormData): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { cookie, origin: url, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: form ?? (body !== undefined ? JSON.stringify(body) : undefined),
  });
  // Every photo slot busy (PHOTO_CONCURRENCY): wait as told, then send it again.
  if (res.status === 503 && res.headers.has('retry-after')) {
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000));
    return call(url, cookie, method, path, body, form);
  }
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/**
 * A photo as the page uploads one: the browser shrinks a phone's photo to at most 1600 px and
 * under 1 MB first (client/lib/shrink-photo.ts); detailed (patterns and grain), made once.
 */
async function photoBytes() {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++, i++) pixels[i] = 128 + 60 * Math.sin((x + c * 40) / 37) * Math.cos(y / 23) + (((i * 2654435761) >>> 28) - 8);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

export async function seedCouples(databaseUrl: string, url: string, spaces: number, scale: number, step: (s: string) => void): Promise<BenchCouple[]> {
  const database = await openPostgres(databaseUrl);
  const passwordHash = await hashPassword(PASSWORD);
  const made: { owner: string; partner: string; spaceId: string }[] = [];
  try {
    step(`${spaces} couples in the database`);
    for (let i = 0; i < spaces; i++) {
      const owner = `a${i}@bench.local`;
      const partner = `b${i}@bench.local`;
      const { space } = await createSpaceWithOwner(database.db, { name: `Ayşe ${i}`, email: owner, passwordHash, togetherSince: '2021-06-12' });
      await addMemberToSpace(database.db, { spaceId: space.id, email: partner, passwordHash, name: `Mehmet ${i}`, maxMembers: 2 });
      made.push({ owner, partner, spaceId: space.id });
    }
  } finally {
    await database.close();
  }

  step('every member signs in through the balancer');
  const signIn = async (email: string): Promise<BenchMember> => {
    const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ email, password: PASSWORD }) });
    if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
    const { me } = (await res.json()) as { me: { id: string } };
    return { id: me.id, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
  };
  const couples: BenchCouple[] = new Array(spaces);
  await pool(made, 4, async (m, i) => {
    couples[i] = { spaceId: m.spaceId, members: [await signIn(m.owner), await signIn(m.partner)], memoryIds: [] };
  });

  const year = yearOfData(scale);
  step(`a year of data per couple (${JSON.stringify(year)}), written through the API`);
  const photo = await photoBytes();
  await pool(couples, 6, async (couple, c) => {
    const [a, b] = couple.members;
    const who = (i: number) => (i % 2 ? b : a).cookie;
    for (let i = 0; i < year.movies; i++)
      await call(url, who(i), 'POST', '/api/movies', { title: `Film ${c}-${i}`, director: 'Yönetmen', year: 1990 + (i % 35), genre: 'Dram', status: 'İzlendi', rating: 1 + (i % 10) });
    for (let i = 0; i < year.series; i++) await call(url, who(i), 'POST', '/api/series', { title: `Dizi ${c}-${i}`, startYear: 2000 + (i % 25) });
    for (let i = 0; i < year.books; i++) await call(url, who(i), 'POST', '/api/books', { title: `Kitap ${c}-${i}`, author: 'Yazar' });
    for (let i = 0; i < year.quotes; i++) await call(url, who(i), 'POST', '/api/quotes', { text: `Bir söz ${c}-${i}: birlikte geçen her gün`, author: 'Biz' });
    for (let i = 0; i < year.places; i++)
      await call(url, who(i), 'POST', '/api/places', { name: `Yer ${i}`, lat: 41 + i / 100, lng: 29 + i / 100, address: 'İstanbul', category: 'Kafe', visitDate: '2026-05-01' });
    for (let i = 0; i < year.memories; i++) {
      const month = String(1 + (i % 12)).padStart(2, '0');
      const { memory } = (await call(url, who(i), 'POST', '/api/memories', { title: `Anı ${i}`, description: 'Güzel bir gün', date: `2026-${month}-14`, category: 'travel' })) as { memory: { id: string } };
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
      await call(url, who(i), 'POST', `/api/memories/${memory.id}/photos`, undefined, form);
      await call(url, who(i + 1), 'PUT', `/api/memories/${memory.id}/like`);
      couple.memoryIds.push(memory.id);
    }
  });
  return couples;
}

/**
 * Photo files for one space straight in S3 and the photos table (`mb` megabytes in files of 512
 * KB, a thumbnail each), so that its export is big: the export streams them all.
 */
export async function fillPhotos(databaseUrl: string, s3: S3Config, couple: BenchCouple, mb: number) {
  const database = await openPostgres(databaseUrl);
  const blobs = new S3BlobStore(s3);
  const block = randomBytes(512 * 1024);
  const count = Math.max(1, Math.floor((mb * 1024) / 512));
  try {
    await pool(
      Array.from({ length: count }, (_, i) => i),
      8,
      async (i) => {
        const id = randomUUID();
        const key = `photos/${couple.spaceId}/${id}.jpg`;
        const thumbKey = `photos/${couple.spaceId}/${id}-thumb.webp`;
        const bytes = Buffer.from(block);
        bytes.writeUInt32BE(i, 0);
        await blobs.put(key, bytes, 'image/jpeg');
        await blobs.put(thumbKey, bytes.subarray(0, 2048), 'image/webp');
        await database.db.execute(sql`insert into photos (id, space_id, uploaded_by, key, thumb_key, content_type, width, height, bytes)
          values (${id}, ${couple.spaceId}, ${couple.members[0].id}, ${key}, ${thumbKey}, 'image/jpeg', 1600, 1200, ${bytes.length})`);
      },
    );
  } finally {
    await database.close();
  }
  return count;
}
