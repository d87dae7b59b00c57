/**
 * A year of one couple's use, for `npm run lighthouse` and the benches: 120 movies, 40 series,
 * 60 books, 80 quotes, 500 places — 250 visited (ten of the first 30 with a photo) and 250
 * 'Gideceğiz' across Turkey — and 20 trips (issue 37), 24 memories with 1–3 real JPEG photos each
 * (made by sharp, sent through the upload pipeline), 6 time capsules with a photo each, then — with
 * the server stopped — a song of the day per member for 365 days, a year of daily games and a year
 * of Günün Sorusu answered by both, written straight into the database (the API only adds today's
 * song and guess), and half the capsules moved back to have opened already.
 *
 * Posters and covers stay empty: they would be requests to outside hosts, which a measurement
 * here cannot reach (the cards draw their fallback, as they do for a title without a poster).
 */
import path from 'node:path';
import sharp from 'sharp';
import { api, makeCouple as makeCoupleFor, type Couple, type Member } from './couple';

export const YEAR = { movies: 120, series: 40, books: 60, quotes: 80, places: 250, wishes: 250, trips: 20, memories: 24, songDays: 365, gameDays: 365, questionDays: 365, capsules: 6 } as const;

const WORDS = ['Yaz', 'Gece', 'Deniz', 'Ay', 'Rüzgâr', 'Şehir', 'Işık', 'Yol', 'Çiçek', 'Kış', 'Güneş', 'Ağaç', 'Düş', 'Sabah', 'Gölge', 'Ev'];
const PEOPLE = ['Nuri Bilge Ceylan', 'Agnès Varda', 'Céline Sciamma', 'Wong Kar-wai', 'Zeki Demirkubuz', 'Sofia Coppola', 'Yılmaz Güney'];
const GENRES = ['Dram', 'Komedi', 'Romantik', 'Bilim Kurgu', 'Belgesel', 'Gerilim'];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
const title = (i: number) => `${pick(WORDS, i)} ${pick(WORDS, i * 7 + 3).toLocaleLowerCase('tr')} ${i + 1}`;
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A 1600×1200 JPEG with colour and detail, so its size and decode cost are a photo's. */
async function photo(seed: number): Promise<Buffer> {
  const w = 1600;
  const h = 1200;
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 3;
      const n = ((x * 13 + y * 7 + seed * 31) ^ (x * y)) & 31;
      raw[o] = (x * 255) / w + n;
      raw[o + 1] = (y * 255) / h + n;
      raw[o + 2] = ((seed * 40) % 255) + n;
    }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

async function upload(url: string, member: Member, route: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'foto.jpg');
  const res = await fetch(`${url}${route}`, { method: 'POST', headers: { cookie: member.cookie }, body: form });
  if (!res.ok) throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
}

/** 'Mühürle': a capsule with its photo, as the page sends it (a year or so ahead; some are opened later, in the database). */
async function sealCapsule(url: string, member: Member, i: number, bytes: Buffer) {
  const form = new FormData();
  form.append('title', `${title(i)} için mektup`);
  form.append('body', Array.from({ length: 40 }, (_, k) => pick(WORDS, i + k).toLocaleLowerCase('tr')).join(' '));
  form.append('openDate', new Date(Date.now() + (60 + i * 45) * 86_400_000).toISOString().slice(0, 10));
  form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'foto.jpg');
  const res = await fetch(`${url}/api/capsules`, { method: 'POST', headers: { cookie: member.cookie }, body: form });
  if (!res.ok) throw new Error(`POST /api/capsules: ${res.status} ${await res.text()}`);
}

/** Everything that goes through the API, as the members add it; alternating members. */
export async function seedYearThroughApi(url: string, couple: Couple): Promise<void> {
  const members = [couple.owner, couple.partner];
  const by = (i: number) => members[i % 2];
  const post = async (i: number, route: string, body: unknown) => (await api(url, by(i), 'POST', route, body, 201)).json();
  const many = async (n: number, add: (i: number) => Promise<unknown>) => {
    // A few at a time: the order of creation stays roughly the order of i.
    for (let i = 0; i < n; i += 4) await Promise.all(Array.from({ length: Math.min(4, n - i) }, (_, k) => add(i + k)));
  };
  await many(YEAR.movies, (i) =>
    post(i, '/api/movies', {
      title: title(i),
      director: pick(PEOPLE, i),
      year: 1960 + (i % 64),
      genre: pick(GENRES, i),
      status: pick(['İzlendi', 'İzlenecek', 'İzlendi', 'İzleniyor'], i),
      rating: i % 4 === 1 || i % 4 === 3 ? null : (i % 10) + 1,
      plot: 'İki insanın bir şehirde yolları kesişir; bir yaz boyunca birbirlerini yeniden tanırlar.',
      notes: i % 3 === 0 ? 'Pazar akşamı birlikte izledik, sonu çok güzeldi.' : '',
      tags: i % 5 === 0 ? ['favori'] : [],
    }),
  );
  await many(YEAR.series, (i) =>
    post(i, '/api/series', {
      title: title(i + 200),
      creator: pick(PEOPLE, i + 2),
      startYear: 2000 + (i % 24),
      genre: pick(GENRES, i + 1),
      status: pick(['Tamamlandı', 'Devam Ediyor', 'İzlenecek', 'Bırakıldı'], i),
      currentSeason: (i % 5) + 1,
      currentEpisode: (i % 9) + 1,
      totalSeasons: (i % 5) + 2,
      rating: i % 4 === 0 ? (i % 10) + 1 : null,
    }),
  );
  await many(YEAR.books, (i) =>
    post(i, '/api/books', {
      title: title(i + 400),
      author: pick(PEOPLE, i + 4),
      status: pick(['Okundu', 'Okunacak', 'Okunuyor'], i),
      rating: i % 3 === 0 ? (i % 10) + 1 : null,
      year: 1950 + (i % 70),
      publisher: pick(['Can Yayınları', 'YKY', 'İletişim'], i),
    }),
  );
  await many(YEAR.quotes, (i) =>
    post(i, '/api/quotes', {
      text: `${pick(WORDS, i)} geldiğinde seni düşünürüm; ${pick(WORDS, i + 5).toLocaleLowerCase('tr')} gibi sessiz, ama hep orada. (${i + 1})`,
      author: pick(PEOPLE, i + 1),
      source: i % 2 ? pick(['Bir roman', 'Bir film', 'Bir şarkı'], i) : '',
    }),
  );
  const withPhoto: { id: string; i: number }[] = [];
  await many(YEAR.places, async (i) => {
    const body = (await post(i, '/api/places', {
      name: `${pick(['Kafe', 'Sahil', 'Müze', 'Lokanta', 'Park'], i)} ${title(i + 600)}`,
      address: `${pick(['Kadıköy', 'Beşiktaş', 'Üsküdar', 'Karaköy', 'Bebek'], i)}, İstanbul`,
      lat: 40.98 + (i % 10) * 0.008,
      lng: 28.97 + Math.floor(i / 10) * 0.008,
      category: pick(['Restoran', 'Kafe', 'Park', 'Müze', 'Alışveriş', 'Eğlence', 'Diğer'], i),
      visitDate: isoDaysAgo((12 * i + 3) % 1500),
      rating: (i % 10) + 1,
      notes: i % 2 ? 'Akşamüstü gittik, manzarası çok güzeldi.' : '',
    })) as { place: { id: string } };
    if (i < 30 && i % 3 === 0) withPhoto.push({ id: body.place.id, i });
  });
  // Places to go, spread over Turkey (the map fits them all), and the trips they are chosen for.
  const wishIds: string[] = [];
  await many(YEAR.wishes, async (i) => {
    const body = (await post(i, '/api/places', {
      name: `${pick(['Koy', 'Yayla', 'Kale', 'Vadi', 'Ada'], i)} ${title(i + 900)}`,
      address: `${pick(['Muğla', 'Rize', 'Nevşehir', 'Mardin', 'Çanakkale'], i)}, Türkiye`,
      lat: 36.5 + (i % 25) * 0.2,
      lng: 27 + Math.floor(i / 25) * 1.6,
      category: 'Diğer',
      status: 'wish',
      reason: i % 2 ? 'Bir gün mutlaka birlikte.' : '',
    })) as { place: { id: string } };
    wishIds[i] = body.place.id;
  });
  await many(YEAR.trips, (i) =>
    post(i, '/api/trips', {
      name: pick(['Kapadokya', 'Ege Turu', 'Karadeniz Yaylası', 'Mardin', 'Bozcaada'], i),
      startDate: isoDaysAgo(18 * i - 20),
      endDate: isoDaysAgo(18 * i - 20 - 3 - (i % 4)),
      placeIds: [wishIds[i * 2], wishIds[i * 2 + 1]],
    }),
  );
  // One photo at a time, as a phone sends them: the server's photo slots are few (PHOTO_CONCURRENCY).
  for (const { id, i } of withPhoto) await upload(url, by(i), `/api/places/${id}/photo`, await photo(i));
  const categories = ['special-days', 'travel', 'food', 'entertainment', 'nature', 'other'];
  for (let i = 0; i < YEAR.memories; i++) {
    const body = (await post(i, '/api/memories', {
      title: `${pick(WORDS, i + 2)} günü`,
      description: 'O gün birlikte yürüdük, güldük ve bu fotoğrafları çektik.',
      date: isoDaysAgo(15 * i + 1),
      category: pick(categories, i),
    })) as { memory: { id: string } };
    for (let p = 0; p < (i % 3) + 1; p++) await upload(url, by(i), `/api/memories/${body.memory.id}/photos`, await photo(i * 3 + p));
  }
  for (let i = 0; i < YEAR.capsules; i++) await sealCapsule(url, by(i), i, await photo(100 + i));
}

/** A year of songs of the day and of daily games, written into the stopped server's database (its PGlite, or PostgreSQL at `databaseUrl`). */
export async function seedHistoryInDatabase(dataDir: string, couple: Couple, databaseUrl?: string): Promise<void> {
  const { openPglite, openPostgres, migrateDatabase } = await import('../../src/server/db/client');
  const { users } = await import('../../src/server/db/schema');
  const { insertMusic } = await import('../../src/server/features/music/repo');
  const { addGuess, dayTitle } = await import('../../src/server/features/movie-game/repo');
  const { judgeGuess } = await import('../../src/server/features/movie-game/presenter');
  const { gamePool } = await import('../../src/server/features/movie-game/pool');
  const { OfflineCatalog } = await import('../../src/server/catalog/offline');
  const { eq } = await import('drizzle-orm');
  const database = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(path.join(dataDir, 'db'));
  try {
    await migrateDatabase(database);
    const { db } = database;
    const [owner] = await db.select().from(users).where(eq(users.id, couple.owner.id));
    const spaceId = owner.spaceId;
    const members = [couple.owner.id, couple.partner.id];
    const now = Date.now();
    // Yesterday backwards: today's song and game stay open for the page to show the form.
    for (let d = 1; d <= YEAR.songDays; d++)
      for (const [m, member] of members.entries()) {
        const videoId = `v${String(d * 2 + m).padStart(10, '0')}`;
        await insertMusic(db, spaceId, member, { date: isoDaysAgo(d), videoId, title: `${title(d + m)} (Official Video)`, artist: pick(PEOPLE, d + m), cover: null }, new Date(now - d * 86_400_000));
      }
    await seedQuestionsAndOpenCapsules(db, spaceId, members);
    const offline = new OfflineCatalog();
    const pool = gamePool().all;
    for (let d = 1; d <= YEAR.gameDays; d++) {
      const day = isoDaysAgo(d);
      const answer = (await offline.details((await dayTitle(db, spaceId, day, pool)).imdbId))!;
      for (const [m, member] of members.entries()) {
        const misses = (d + m) % 4; // 0–3 wrong guesses, then the right one
        const wrong = pool.filter((id) => id !== answer.id).slice((d + m) % 50, ((d + m) % 50) + misses);
        for (const id of [...wrong, answer.id]) {
          // A wrong pick may share the answer's title (a remake): the day is then won early.
          const guess = await addGuess(db, spaceId, member, day, judgeGuess((await offline.details(id))!, answer));
          if (guess.correct) break;
        }
      }
    }
  } finally {
    await database.close();
  }
}

/** A year of Günün Sorusu answered by both (one in ten days by one only), and the first half of the capsules opened. */
async function seedQuestionsAndOpenCapsules(db: import('../../src/server/db/client').Db, spaceId: string, members: string[]) {
  const { ensureDay, saveAnswer } = await import('../../src/server/features/daily-question/repo');
  const { capsules, capsulePhotos, photos } = await import('../../src/server/db/schema');
  const { asc, eq, inArray } = await import('drizzle-orm');
  for (let d = 1; d <= YEAR.questionDays; d++) {
    const day = await ensureDay(db, spaceId, isoDaysAgo(d));
    for (const [m, member] of members.entries()) {
      if (m === 1 && d % 10 === 0) continue;
      await saveAnswer(db, { spaceId, dayId: day.id, userId: member, text: `${title(d + m)}: ${pick(PEOPLE, d + m)} ile ${pick(WORDS, d).toLocaleLowerCase('tr')} gibi bir gün.`, now: new Date(Date.now() - d * 86_400_000) });
    }
  }
  const all = await db.select({ id: capsules.id }).from(capsules).where(eq(capsules.spaceId, spaceId)).orderBy(asc(capsules.openDate));
  for (const [k, capsule] of all.slice(0, Math.floor(all.length / 2)).entries()) {
    const openDate = isoDaysAgo(20 + k * 60);
    await db.update(capsules).set({ openDate }).where(eq(capsules.id, capsule.id));
    const linked = db.select({ id: capsulePhotos.photoId }).from(capsulePhotos).where(eq(capsulePhotos.capsuleId, capsule.id));
    await db.update(photos).set({ sealedUntil: openDate }).where(inArray(photos.id, linked));
  }
}

/**
 * A server on `port` holding a year of one couple's data, just started (no request has warmed it):
 * seeded through the API on a first server, history written with it stopped, then a fresh start.
 * `stop()` ends it and removes its data folder.
 */
/** `language`: the owner's language ('en' measures the pages as an English member sees them, decision 030). */
export async function startYearServer(port: number, dataDir: string, env: Record<string, string> = {}, language?: 'tr' | 'en') {
  const { startServer } = await import('./server');
  const seeding = await startServer(port, dataDir, env);
  let couple: Couple;
  try {
    couple = await makeCoupleFor(seeding.url);
    await seedYearThroughApi(seeding.url, couple);
    if (language) await api(seeding.url, couple.owner, 'PATCH', '/api/settings/profile', { language });
  } finally {
    await seeding.stop();
  }
  await seedHistoryInDatabase(dataDir, couple, env.DATABASE_URL);
  return { server: await startServer(port, dataDir, env), couple };
}
