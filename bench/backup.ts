/**
 * Backup and restore of a big space (issue 20): BENCH_BACKUP_MEMORIES memories (default 10,000)
 * and BENCH_BACKUP_PHOTO_MB of photos (default 2,048, in files of BENCH_BACKUP_PHOTO_KB, default
 * 512) on PGlite in a temporary data folder, made straight in the database and the blob store.
 * Backup and restore each run in a process of their own; prints (and with BENCH_BACKUP_OUT
 * writes) their time and peak resident memory, which must stay flat as photos grow (streamed).
 * `npx tsx bench/backup.ts`; `npm run bench` runs it too.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { openConfiguredDatabase } from "../src/server/db/open";
import { LocalDiskBlobStore } from "../src/server/platform/blobs";
import { createSpaceWithOwner } from "../src/server/features/account/repo";
import { backupTarget } from "../src/server/features/backup/store";
import { takeBackup } from "../src/server/features/backup/take";
import { restoreBackup } from "../src/server/features/backup/restore";

const memoriesWanted = Number(process.env.BENCH_BACKUP_MEMORIES ?? 10_000);
const photoMb = Number(process.env.BENCH_BACKUP_PHOTO_MB ?? 2048);
const photoKb = Number(process.env.BENCH_BACKUP_PHOTO_KB ?? 512);
const quiet = { info: () => {}, error: () => {} };

/** Peak resident memory of this whole process so far (a backup or restore runs in its own). */
const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function server(dir: string) {
  const config = loadConfig({ DATA_DIR: dir, BACKUP_SCHEDULE: "off", LOG_LEVEL: "silent" });
  const database = await openConfiguredDatabase(config, "cli");
  const blobs = new LocalDiskBlobStore(path.join(dir, "uploads"));
  return { config, database, blobs, deps: { db: database.db, blobs, target: backupTarget(config, blobs), keep: 3, now: () => new Date(), log: quiet } };
}

const [step, dir, file] = process.argv.slice(2);

/** Each measured step runs in a process of its own, so its peak memory is its own. */
function child(args: string[]) {
  const out = spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), ...args], { encoding: "utf8" });
  const line = out.stdout.split("\n").find((l) => l.startsWith("{"));
  if (!line) throw new Error(`bench/backup.ts ${args[0]} failed: ${out.stderr}`);
  return JSON.parse(line) as { ms: number; peakRssMb: number; name?: string; size?: number; photoFiles?: number };
}

if (step === "backup" || step === "restore") {
  const s = await server(dir);
  const start = performance.now();
  const done = step === "backup" ? await takeBackup(s.deps, "manual") : await restoreBackup(s.deps, file, { replace: false, maxMembers: 2 });
  const ms = Math.round(performance.now() - start);
  await s.database.close();
  console.log(JSON.stringify({ ms, peakRssMb: maxRssMb(), ...("name" in done ? { name: done.name, size: done.size, photoFiles: done.photoFiles } : {}) }));
} else {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "defterimiz-bench-backup-"));
  try {
    const source = await server(path.join(root, "source"));
    const { space, user } = await createSpaceWithOwner(source.database.db, {
      name: "Bench", email: "bench@example.com", passwordHash: "x", togetherSince: "2020-01-01",
    });
    await source.database.db.execute(sql`insert into memories (space_id, added_by, title, description, date, category)
      select ${space.id}, ${user.id}, 'Anı ' || i, repeat('Güzel bir gün. ', 10), date '2020-01-01' + (i % 2000), 'other'
      from generate_series(1, ${memoriesWanted}) i`);
    // Photo files: one random block, each file made distinct by its first bytes.
    const block = randomBytes(photoKb * 1024);
    const count = Math.max(1, Math.floor((photoMb * 1024) / photoKb));
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const key = `photos/${space.id}/${id}.jpg`;
      const thumbKey = `photos/${space.id}/${id}-thumb.webp`;
      block.writeUInt32BE(i, 0);
      await source.blobs.put(key, block);
      await source.blobs.put(thumbKey, block.subarray(0, 2048));
      await source.database.db.execute(sql`insert into photos (id, space_id, uploaded_by, key, thumb_key, content_type, width, height, bytes)
        values (${id}, ${space.id}, ${user.id}, ${key}, ${thumbKey}, 'image/jpeg', 1600, 1200, ${block.length})`);
    }
    await source.database.close();
    const backup = child(["backup", path.join(root, "source")]);
    const restore = child(["restore", path.join(root, "target"), path.join(root, "source", "backups", backup.name!)]);
    const result = {
      memories: memoriesWanted,
      photoFiles: backup.photoFiles,
      photoMb,
      fileMb: Math.round(backup.size! / 2 ** 20),
      backup: { ms: backup.ms, peakRssMb: backup.peakRssMb },
      restore: { ms: restore.ms, peakRssMb: restore.peakRssMb },
    };
    console.log(`backup/restore: ${JSON.stringify(result)}`);
    if (process.env.BENCH_BACKUP_OUT) fs.writeFileSync(process.env.BENCH_BACKUP_OUT, JSON.stringify(result));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
