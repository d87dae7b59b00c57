/**
 * `npm run bench`: how long the first page of /memories takes in a space that holds 10,000
 * memories, for every sort × category filter. Rows are written straight to the database (the
 * point is the read path, not the API), then each first page is read the way the route reads it
 * (repo.listMemoryPage: page rows, photos, likes of the viewer, comment counts) and timed.
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL points at a server whose user may create
 * databases (a throwaway database is made and dropped). Target: p95 ≤ 30 ms.
 */
import fs from "node:fs";
import { onEveryDatabase } from "./lib/scratch-db";
import { percentile } from "./lib/stats";
import os from "node:os";
import { randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { migrateDatabase, type Database } from "../src/server/db/client";
import {
  memories,
  memoryComments,
  memoryLikes,
  memoryPhotos,
  photos,
  spaces,
  users,
} from "../src/server/db/schema";
import { listMemoryPage } from "../src/server/features/memories/repo";
import { addDays } from "../src/shared/dates";
import {
  memoryCategories,
  memorySorts,
  MEMORY_PAGE_SIZE,
  type MemoryCategory,
} from "../src/shared/memories";

const MEMORIES = 10_000;
const WARMUP = 10;
const RUNS = 100;
const TARGET_MS = 30;

/** A deterministic pseudo-random sequence, so every run fills the same data. */
function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

async function fill(db: Database["db"], memoryCount: number, seed: number) {
  const random = rng(seed);
  const [space] = await db
    .insert(spaces)
    .values({ name: "Bench", togetherSince: "2015-01-01" })
    .returning();
  const members = await db
    .insert(users)
    .values(
      ["a", "b"].map((n) => ({
        spaceId: space.id,
        email: `${n}-${randomUUID()}@bench.local`,
        passwordHash: "x",
        displayName: n === "a" ? "Ayşe" : "Mehmet",
      })),
    )
    .returning();
  const batch = 500;
  for (let start = 0; start < memoryCount; start += batch) {
    const rows = Array.from(
      { length: Math.min(batch, memoryCount - start) },
      () => {
        const likes = Math.floor(random() * 3);
        return {
          id: randomUUID(),
          spaceId: space.id,
          addedBy: members[Math.floor(random() * 2)].id,
          title: `Anı ${randomBytes(4).toString("hex")}`,
          description: "Birlikte geçen güzel bir gün.",
          date: addDays("2015-01-01", Math.floor(random() * 3650)),
          category:
            memoryCategories[Math.floor(random() * memoryCategories.length)],
          likeCount: likes,
        };
      },
    );
    await db.insert(memories).values(rows);
    const likeRows = rows.flatMap((r) =>
      members
        .slice(0, r.likeCount)
        .map((m) => ({ memoryId: r.id, userId: m.id })),
    );
    if (likeRows.length) await db.insert(memoryLikes).values(likeRows);
    const photoRows = rows.flatMap((r) =>
      Array.from({ length: 1 + Math.floor(random() * 3) }, (_, position) => ({
        id: randomUUID(),
        memoryId: r.id,
        position,
      })),
    );
    await db
      .insert(photos)
      .values(
        photoRows.map((p) => ({
          id: p.id,
          spaceId: space.id,
          key: `photos/${space.id}/${p.id}.jpg`,
          thumbKey: `photos/${space.id}/${p.id}-thumb.webp`,
          contentType: "image/jpeg",
          width: 2048,
          height: 1536,
          bytes: 900_000,
        })),
      );
    await db
      .insert(memoryPhotos)
      .values(
        photoRows.map((p) => ({
          memoryId: p.memoryId,
          photoId: p.id,
          position: p.position,
        })),
      );
    const commentRows = rows
      .filter(() => random() < 0.3)
      .map((r) => ({
        memoryId: r.id,
        spaceId: space.id,
        userId: members[1].id,
        text: "Ne güzeldi!",
      }));
    if (commentRows.length) await db.insert(memoryComments).values(commentRows);
  }
  return { spaceId: space.id, viewerId: members[0].id };
}

async function run(label: string, database: Database) {
  const { db } = database;
  await migrateDatabase(database);
  const started = performance.now();
  const target = await fill(db, MEMORIES, 7);
  // A second couple of the same size: every query must stay inside its own space's index range.
  await fill(db, MEMORIES, 11);
  await db.execute(sql`analyze`);
  console.log(
    `\n${label}: filled 2 spaces × ${MEMORIES.toLocaleString("en")} memories in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Warm every plan and the JIT over all combinations first, so the first one measured is not the cold one.
  const combos = memorySorts.flatMap((sort) =>
    [undefined, ...memoryCategories].map((category) => ({
      sort,
      category: category as MemoryCategory | undefined,
    })),
  );
  for (let i = 0; i < WARMUP; i++) {
    for (const c of combos)
      await listMemoryPage(db, target.spaceId, target.viewerId, {
        ...c,
        cursor: null,
        limit: MEMORY_PAGE_SIZE,
      });
  }
  const rows: {
    sort: string;
    category: string;
    p50: number;
    p95: number;
    n: number;
  }[] = [];
  for (const sort of memorySorts) {
    for (const category of [undefined, ...memoryCategories] as (
      MemoryCategory | undefined
    )[]) {
      const times: number[] = [];
      let n = 0;
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        const page = await listMemoryPage(db, target.spaceId, target.viewerId, {
          sort,
          category,
          cursor: null,
          limit: MEMORY_PAGE_SIZE,
        });
        times.push(performance.now() - t);
        n = page.memories.length;
      }
      times.sort((a, b) => a - b);
      rows.push({
        sort,
        category: category ?? "all",
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        n,
      });
    }
  }
  // The page really is what the route answers (so a driver's type quirk cannot hide here).
  const sample = (
    await listMemoryPage(db, target.spaceId, target.viewerId, {
      sort: "likes",
      cursor: null,
      limit: 1,
    })
  ).memories[0];
  if (
    !sample ||
    !sample.photos.length ||
    Number.isNaN(Date.parse(sample.createdAt)) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(sample.date) ||
    sample.likes !== 2
  ) {
    throw new Error(`unexpected page shape: ${JSON.stringify(sample)}`);
  }
  console.log(
    `first page (${MEMORY_PAGE_SIZE} memories with photos, likes, comment counts), ${RUNS} runs each`,
  );
  console.log("| sort | category | p50 ms | p95 ms |");
  console.log("|---|---|---:|---:|");
  for (const r of rows)
    console.log(
      `| ${r.sort} | ${r.category} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} |`,
    );
  const worst = Math.max(...rows.map((r) => r.p95));
  console.log(`load average after: ${load()}`);
  // `npm run bench` (bench/run.ts) runs this file as a child and reads its rows from here.
  const out = process.env.BENCH_MEMORIES_OUT;
  if (out)
    fs.writeFileSync(
      out,
      JSON.stringify({
        ...(fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, "utf8")) : {}),
        [label]: rows,
      }),
    );
  console.log(
    `worst p95: ${worst.toFixed(2)} ms ${worst <= TARGET_MS ? `(target ≤ ${TARGET_MS} ms met)` : `(OVER the ${TARGET_MS} ms target)`}`,
  );
  return worst;
}

// p95 on a shared machine is mostly other processes: the load average says how busy it was.
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
console.log(
  `machine: ${os.cpus()[0]?.model ?? "unknown CPU"} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load ${load()}`,
);
const worst = await onEveryDatabase(run);
process.exitCode = worst <= TARGET_MS ? 0 : 1;
