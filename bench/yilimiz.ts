/**
 * `npm run bench`: how long the page data of Yılımız (every section of one year) takes for a space
 * holding 10,000 memories (each with a photo), 2,000 list items, places, ten years of songs and of
 * the game, and quotes, beside a second space of the same size. Rows are written straight to the
 * database; the year is read the way the route reads it (features/yilimiz/review.ts).
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set. Target: p95 ≤ 200 ms.
 */
import fs from "node:fs";
import os from "node:os";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { onEveryDatabase } from "./lib/scratch-db";
import { percentile } from "./lib/stats";
import { migrateDatabase, type Database } from "../src/server/db/client";
import { books, gameGuesses, memories, memoryPhotos, movies, music, photos, places, quotes, series, spaces, users } from "../src/server/db/schema";
import { yearInReview } from "../src/server/features/yilimiz/review";
import { addDays } from "../src/shared/dates";

const MEMORIES = 10_000;
const LIST_ITEMS = 2_000;
const DAYS = 3_650;
const FIRST_DAY = "2016-01-01";
const YEAR = 2024;
const TODAY = "2025-12-31";
const WARMUP = 5;
const RUNS = 50;
const TARGET_MS = 200;

function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await write(rows.slice(i, i + 500));
}

async function fill(db: Database["db"], seed: number) {
  const random = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const day = () => addDays(FIRST_DAY, Math.floor(random() * DAYS));
  const instant = () => new Date(`${day()}T${String(Math.floor(random() * 24)).padStart(2, "0")}:00:00Z`);
  const [space] = await db.insert(spaces).values({ name: "Bench", togetherSince: FIRST_DAY }).returning();
  const members = await db
    .insert(users)
    .values(["a", "b"].map((n) => ({ spaceId: space.id, email: `${n}-${randomUUID()}@bench.local`, passwordHash: "x", displayName: n === "a" ? "Ayşe" : "Mehmet" })))
    .returning();
  const by = () => pick(members).id;

  const mems = Array.from({ length: MEMORIES }, () => ({ id: randomUUID(), spaceId: space.id, addedBy: by(), title: "Anı", date: day(), category: "other", likeCount: Math.floor(random() * 3) }));
  await inBatches(mems, (b) => db.insert(memories).values(b));
  const pics = mems.map((m) => ({ id: randomUUID(), memoryId: m.id }));
  await inBatches(pics, (b) =>
    db.insert(photos).values(b.map((p) => ({ id: p.id, spaceId: space.id, key: `k/${p.id}`, thumbKey: `t/${p.id}`, contentType: "image/jpeg", width: 10, height: 10, bytes: 10 }))),
  );
  await inBatches(pics, (b) => db.insert(memoryPhotos).values(b.map((p) => ({ memoryId: p.memoryId, photoId: p.id, position: 0 }))));

  const genres = ["Drama", "Comedy", "Crime", "Romance", "Sci-Fi", "Mystery"];
  const people = ["Christopher Nolan", "Nuri Bilge Ceylan", "Sofia Coppola", "Greta Gerwig", "Sabahattin Ali"];
  const listRow = (completed: string, other: string) => {
    const done = random() < 0.8;
    return { spaceId: space.id, addedBy: by(), title: "Başlık", status: done ? completed : other, rating: Math.ceil(random() * 10), finishedAt: done ? instant() : null };
  };
  await inBatches(Array.from({ length: LIST_ITEMS / 2 }, () => ({ ...listRow("İzlendi", "İzlenecek"), genre: `${pick(genres)}, ${pick(genres)}`, director: pick(people), poster: "https://img.example/p.jpg" })), (b) => db.insert(movies).values(b));
  await inBatches(Array.from({ length: LIST_ITEMS / 4 }, () => ({ ...listRow("Tamamlandı", "Devam Ediyor"), genre: pick(genres), creator: pick(people) })), (b) => db.insert(series).values(b));
  await inBatches(Array.from({ length: LIST_ITEMS / 4 }, () => ({ ...listRow("Okundu", "Okunuyor"), author: `${pick(people)}, ${pick(people)}`, thumbnail: "https://img.example/b.jpg" })), (b) => db.insert(books).values(b));

  await inBatches(Array.from({ length: 1_000 }, () => ({ spaceId: space.id, addedBy: by(), name: "Yer", lat: 36 + random() * 6, lng: 26 + random() * 18, category: "Diğer", visitDate: day() })), (b) => db.insert(places).values(b));
  await inBatches(Array.from({ length: 1_000 }, () => ({ spaceId: space.id, addedBy: by(), text: "Söz", author: "Biri", createdAt: instant() })), (b) => db.insert(quotes).values(b));
  const songRows = members.flatMap((m) => Array.from({ length: DAYS }, (_, i) => i).filter(() => random() < 0.5).map((i) => ({ spaceId: space.id, addedBy: m.id, date: addDays(FIRST_DAY, i), videoId: `v${randomUUID().slice(0, 10)}`, title: "Şarkı" })));
  await inBatches(songRows, (b) => db.insert(music).values(b));
  const guessRows = members.flatMap((m) =>
    Array.from({ length: DAYS }, (_, i) => i)
      .filter(() => random() < 0.7)
      .flatMap((i) => {
        const n = 1 + Math.floor(random() * 4);
        const won = random() < 0.7;
        return Array.from({ length: n }, (_, k) => ({ spaceId: space.id, userId: m.id, day: addDays(FIRST_DAY, i), n: k + 1, imdbId: "tt0000001", title: "X", type: "movie", cells: [], correct: won && k === n - 1 }));
      }),
  );
  await inBatches(guessRows, (b) => db.insert(gameGuesses).values(b));
  return { spaceId: space.id, togetherSince: FIRST_DAY, timeZone: "Europe/Istanbul", counts: { songs: songRows.length, guesses: guessRows.length } };
}

const load = () => os.loadavg().map((l) => l.toFixed(1)).join(" / ");

async function run(label: string, database: Database) {
  const { db } = database;
  await migrateDatabase(database);
  const started = performance.now();
  const target = await fill(db, 7);
  await fill(db, 11);
  await db.execute(sql`analyze`);
  console.log(
    `\n${label}: filled 2 spaces × (${MEMORIES.toLocaleString("en")} memories with photos, ${LIST_ITEMS.toLocaleString("en")} list items, 1,000 places, 1,000 quotes, ${target.counts.songs.toLocaleString("en")} songs, ${target.counts.guesses.toLocaleString("en")} guesses) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (let i = 0; i < WARMUP; i++) await yearInReview(db, target, YEAR, TODAY);
  const times: number[] = [];
  let sample = await yearInReview(db, target, YEAR, TODAY);
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    sample = await yearInReview(db, target, YEAR, TODAY);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const row = { p50: percentile(times, 50), p95: percentile(times, 95), memories: sample.memories.count, films: sample.movies.count, songs: sample.songs.count, load: load() };
  if (!row.memories || !row.films || !row.songs || sample.game.players.length !== 2) throw new Error(`unexpected year: ${JSON.stringify(row)}`);
  console.log(`year ${YEAR} (${row.memories} memories, ${row.films} films, ${row.songs} songs in it), ${RUNS} runs: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms; load ${row.load}`);
  console.log(`p95 ${row.p95.toFixed(1)} ms ${row.p95 <= TARGET_MS ? `(target ≤ ${TARGET_MS} ms met)` : `(OVER the ${TARGET_MS} ms target)`}`);
  const out = process.env.BENCH_YILIMIZ_OUT;
  if (out) fs.writeFileSync(out, JSON.stringify({ ...(fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, "utf8")) : {}), [label]: row }));
  return row.p95;
}

console.log(`machine: ${os.cpus()[0]?.model ?? "unknown CPU"} × ${os.cpus().length}, Node ${process.version}, load ${load()}`);
const worst = await onEveryDatabase(run);
process.exitCode = worst <= TARGET_MS ? 0 : 1;
