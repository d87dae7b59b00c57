/**
 * One benchmark of `npm run bench` on its own, against the built server on a fresh data folder:
 * `npx tsx bench/one.ts list|live|push|photo|start|first-load|render|ikimiz|footprint [repetitions]`
 * (footprint: bench/footprint.ts, on PGlite and with BENCH_DATABASE_URL on PostgreSQL too). For comparing a change
 * before/after within the same minute on a busy machine (no build here: `npm start` rebuilds
 * what is stale). BENCH_DATABASE_URL runs it on PostgreSQL instead of PGlite.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { withScratchDatabase } from "./lib/scratch-db";
import { makeCouple } from "./lib/couple";
import { startServer } from "./lib/server";
import { benchLiveUpdate } from "./live";
import { benchListRatio, fillMovies } from "./list-ratio";
import { benchIkimizList, benchTonight, fillRatedAndWished, fillToWatch } from "./ikimiz";
import { benchPhotoUpload, twelveMegapixelJpeg } from "./photo";
import { benchFirstLoad } from "./first-load";
import { benchListRender } from "./list-render";
import { benchPush, pushServerEnv } from "./push";
import { startFakePushService } from "../testing/fakes/push-service";
import { footprintLine, footprintOnEveryDatabase } from "./footprint";

const [piece = "list", reps = "1"] = process.argv.slice(2);
const port = Number(process.env.BENCH_PORT ?? 4253);
const listSeconds = Number(process.env.BENCH_LIST_SECONDS ?? 10);

/** Runs the benchmark with these extra server settings (a scratch PostgreSQL database or none). */
async function bench(dbEnv: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "defterimiz-bench-"));
  const pushService = await startFakePushService();
  const env = {
    ...dbEnv,
    ...pushServerEnv(pushService),
    UPLOAD_MAX_BYTES: String(16 * 2 ** 20),
    LOGIN_MAX_PER_IP: "1000",
  };
  let server = await startServer(port, dataDir, env);
  try {
    const couple = await makeCouple(server.url);
    if (piece === "list" || piece === "render") await fillMovies(server.url, couple);
    if (piece === "ikimiz") await fillRatedAndWished(server.url, couple);
    const jpeg = piece === "photo" ? await twelveMegapixelJpeg() : null;
    for (let i = 0; i < Number(reps); i++) {
      const load = os.loadavg()[0].toFixed(1);
      let result: unknown;
      if (piece === "list")
        result = await benchListRatio(server.url, couple, port + 1, listSeconds);
      else if (piece === "ikimiz") {
        // The list of 1,000 rated and half wished (the first time); then 1,000 more to watch for the pick.
        const list = i === 0 ? await benchIkimizList(server.url, couple, port + 1, listSeconds) : undefined;
        if (i === 0) await fillToWatch(server.url, couple);
        result = { list, tonight: await benchTonight(server.url, couple) };
      } else if (piece === "live")
        result = await benchLiveUpdate(server.url, couple);
      else if (piece === "push") result = await benchPush(server.url, couple, pushService);
      else if (piece === "photo")
        result = await benchPhotoUpload(server.url, couple, jpeg!, 15);
      else if (piece === "render") result = await benchListRender(server.url, couple.owner);
      else if (piece === "first-load")
        result = await benchFirstLoad(server.url, couple.owner);
      else if (piece === "start") {
        await server.stop();
        server = await startServer(port, dataDir, env);
        result = { startMs: Math.round(server.startMs) };
      } else throw new Error(`unknown benchmark ${piece}`);
      console.log(`${piece} #${i + 1} (load ${load}):`, JSON.stringify(result));
    }
  } finally {
    await server.stop();
    await pushService.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL;
if (piece === "footprint") {
  for (let i = 0; i < Number(reps); i++) for (const f of await footprintOnEveryDatabase(port)) console.log(footprintLine(f));
} else if (postgresUrl)
  await withScratchDatabase(postgresUrl, (databaseUrl) => bench({ DATABASE_URL: databaseUrl }));
else await bench({});
