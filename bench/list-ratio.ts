/**
 * A 1,000-movie list: requests per second of `GET /api/movies` (signed in, as the page asks it)
 * divided by those of a bare Fastify route serving the same bytes, both measured by autocannon
 * at 10 connections. Neither asks for compression, so both send the same bytes.
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { api, type Couple } from "./lib/couple";
import { round } from "./lib/stats";

const MOVIES = 1000;

export async function fillMovies(url: string, couple: Couple, count = MOVIES) {
  for (let i = 0; i < count; i++) {
    await api(
      url,
      i % 2 ? couple.partner : couple.owner,
      "POST",
      "/api/movies",
      {
        title: `Film ${i}`,
        director: "Yönetmen Adı Soyadı",
        year: 1950 + (i % 70),
        genre: "Dram, Romantik",
        status: i % 3 ? "İzlendi" : "İzlenecek",
        rating: i % 3 ? 1 + (i % 5) : null,
        plot: "İki insanın birbirini yeniden bulduğu, sıcak ve sakin bir hikâye; uzun bir özet gibi birkaç cümle.",
        notes: "Birlikte izledik.",
        tags: ["favori", "hafta sonu"],
      },
      201,
    );
  }
}

async function rate(url: string, cookie: string, seconds: number) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { cookie },
  });
  return {
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
    p50: result.latency.p50,
  };
}

export async function benchListRatio(
  url: string,
  couple: Couple,
  port: number,
  seconds: number,
) {
  const res = await api(url, couple.owner, "GET", "/api/movies");
  const body = Buffer.from(await res.arrayBuffer());
  const count = (JSON.parse(body.toString()) as { items: unknown[] }).items
    .length;
  if (count < MOVIES)
    throw new Error(`expected ${MOVIES} movies, got ${count}`);
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), "bench-bare-")),
    "body.json",
  );
  fs.writeFileSync(file, body);
  const bare = fork(
    path.join(import.meta.dirname, "bare-server.ts"),
    [file, String(port)],
    { execArgv: ["--import", "tsx"] },
  );
  await new Promise((resolve) => bare.once("message", resolve));
  try {
    const real = await rate(`${url}/api/movies`, couple.owner.cookie, seconds);
    const yardstick = await rate(
      `http://127.0.0.1:${port}/bare`,
      couple.owner.cookie,
      seconds,
    );
    return {
      bytes: body.length,
      apiRps: round(real.rps),
      bareRps: round(yardstick.rps),
      ratio: round(real.rps / yardstick.rps, 2),
      errors: real.errors + yardstick.errors,
      apiP50: real.p50,
    };
  } finally {
    bare.kill("SIGTERM");
  }
}
