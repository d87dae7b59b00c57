/**
 * One member floods, another couple uses the app (issue 33): `npx tsx bench/fairness.ts`.
 * The real server (`npm start`, fresh data folder, two couples made with the CLI first) and a
 * local HTTPS push service (testing/fakes/push-service.ts). Prints what the other couple sees:
 *  - their push (a comment on the partner's memory → the partner's phone), on a quiet server;
 *  - the same while the flooding member holds 300 subscriptions and their partner likes one of
 *    the member's memories before each sample (every subscription is a push);
 *  - the same right after a burst of 60 likes on the partner's five devices (300 pushes due);
 *  - their photo uploads (12 MP, one a second for 20 s) while the flooding member runs two
 *    upload loops: how many were accepted, how long they took.
 * Self-contained on purpose: it also runs in a checkout of an older commit (the "before"
 * figures), with this file and the fake copied there. BENCH_PORT (default 4253); PGlite, or
 * PostgreSQL with BENCH_DATABASE_URL.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startServer } from "./lib/server";
import { summary } from "./lib/stats";
import { withScratchDatabase } from "./lib/scratch-db";
import { twelveMegapixelJpeg } from "./photo";
import { startFakePushService, type FakePushService } from "../testing/fakes/push-service";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 4253);
const PASSWORD = "bench-sifre-123";
const SAMPLES = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Member = { cookie: string; email: string };

async function call(url: string, m: Member, method: string, p: string, body?: unknown, form?: FormData) {
  const res = await fetch(`${url}${p}`, {
    method,
    headers: { cookie: m.cookie, origin: url, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function until(check: () => boolean, ms = 120_000) {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error("timed out");
    await sleep(2);
  }
}

/** Two couples, made with the CLI before the server starts (the setup page makes only the first). */
function makeCouples(env: Record<string, string>) {
  const cli = (...args: string[]) => {
    const r = spawnSync("npm", ["run", "--silent", "cli", "--", ...args], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`cli ${args[0]}: ${r.stderr}`);
  };
  for (const c of ["a", "b"]) {
    cli("user:add", "--email", `${c}1@bench.local`, "--password", PASSWORD, "--name", `${c.toUpperCase()} Bir`);
    cli("user:add", "--email", `${c}2@bench.local`, "--password", PASSWORD, "--name", `${c.toUpperCase()} İki`, "--partner-of", `${c}1@bench.local`);
  }
}

async function login(url: string, email: string): Promise<Member> {
  const res = await fetch(`${url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json", origin: url }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return { email, cookie: res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
}

const quietOff = { disabledKinds: [], quietEnabled: false, quietStart: "23:00", quietEnd: "08:00" };
const memoriesOf = async (url: string, m: Member, n: number) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await call(url, m, "POST", "/api/memories", { title: `Anı ${i}`, date: "2024-05-01", category: "other" })).memory.id);
  return ids;
};

async function pushes(url: string, fake: FakePushService, a: Member[], b: Member[]) {
  const theirPhone = fake.subscribe();
  await call(url, b[1], "POST", "/api/push/subscriptions", theirPhone);
  await call(url, b[1], "PUT", "/api/push/preferences", quietOff);
  const theirMemories = await memoriesOf(url, b[1], 3 * SAMPLES + 3);
  let next = 0;
  /** The other couple's push: B's owner comments on B's partner's memory; until the partner's phone has it. */
  const theirPush = async () => {
    const before = fake.forSubscription(theirPhone.endpoint).length;
    const t = performance.now();
    await call(url, b[0], "POST", `/api/memories/${theirMemories[next++]}/comments`, { text: "Ne güzel!" });
    await until(() => fake.forSubscription(theirPhone.endpoint).length > before);
    return performance.now() - t;
  };
  for (let i = 0; i < 3; i++) await theirPush(); // warm-up
  const quiet = [];
  for (let i = 0; i < SAMPLES; i++) quiet.push(await theirPush());

  // The flooding member: 300 subscriptions; each like of theirs by the partner pushes to every one kept.
  const floodPhones = Array.from({ length: 300 }, () => fake.subscribe());
  for (const phone of floodPhones) await call(url, a[0], "POST", "/api/push/subscriptions", phone);
  await call(url, a[0], "PUT", "/api/push/preferences", quietOff);
  const kept = (await call(url, a[0], "GET", "/api/push/devices")).devices.length as number;
  const floodEndpoints = new Set(floodPhones.map((p) => p.endpoint));
  const floodReceived = () => fake.received.filter((r) => floodEndpoints.has(r.subscription)).length;
  const liked = await memoriesOf(url, a[0], SAMPLES);
  const withSubscriptions = [];
  for (const id of liked) {
    const before = floodReceived();
    await call(url, a[1], "PUT", `/api/memories/${id}/like`);
    withSubscriptions.push(await theirPush());
    await until(() => floodReceived() >= before + kept); // the flood goes out before the next sample
  }

  // A backlog in one space: 60 likes at once on the partner's memories, five devices each.
  const fivePhones = Array.from({ length: 5 }, () => fake.subscribe());
  for (const phone of fivePhones) await call(url, a[1], "POST", "/api/push/subscriptions", phone);
  await call(url, a[1], "PUT", "/api/push/preferences", quietOff);
  const five = new Set(fivePhones.map((p) => p.endpoint));
  const fiveReceived = () => fake.received.filter((r) => five.has(r.subscription)).length;
  const backlog = [];
  for (let s = 0; s < Math.ceil(SAMPLES / 2); s++) {
    const ids = await memoriesOf(url, a[1], 60);
    const before = fiveReceived();
    await Promise.all(ids.map((id) => call(url, a[0], "PUT", `/api/memories/${id}/like`)));
    backlog.push(await theirPush());
    await until(() => fiveReceived() >= before + 300);
  }
  return { quiet: summary(quiet), subscriptionsKept: kept, with300Subscriptions: summary(withSubscriptions), afterBacklogOf300: summary(backlog), refused: fake.refused.length };
}

async function uploads(url: string, a: Member[], b: Member[], seconds = 20) {
  const jpeg = await twelveMegapixelJpeg();
  const upload = async (m: Member) => {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "IMG_0001.jpg");
    const t = performance.now();
    const res = await fetch(`${url}/api/settings/profile/photo`, { method: "POST", headers: { cookie: m.cookie, origin: url }, body: form });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t };
  };
  const end = performance.now() + seconds * 1000;
  const own = { ok: 0, busy: 0 };
  // The flooding member's two loops, sending again at once whatever the answer.
  const loops = [0, 1].map(async () => {
    while (performance.now() < end) {
      const r = await upload(a[0]);
      if (r.status === 200) own.ok++;
      else if (r.status === 503) own.busy++;
      else throw new Error(`flood upload: ${r.status}`);
    }
  });
  // The other couple: one photo a second, one at a time, from the second second on.
  const theirs: { status: number; ms: number }[] = [];
  let tick = performance.now() + 1000;
  while (tick < end) {
    await sleep(Math.max(0, tick - performance.now()));
    theirs.push(await upload(b[1]));
    tick += 1000;
  }
  await Promise.all(loops);
  const accepted = theirs.filter((r) => r.status === 200);
  return {
    theirs: { sent: theirs.length, accepted: accepted.length, refused503: theirs.filter((r) => r.status === 503).length, acceptedMs: summary(accepted.map((r) => r.ms)) },
    floodingMember: own,
  };
}

async function bench(dbEnv: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "defterimiz-fair-"));
  const fake = await startFakePushService();
  const env = { ...dbEnv, DATA_DIR: dataDir, NODE_EXTRA_CA_CERTS: fake.caFile, PUSH_ALLOWED_HOSTS: fake.allowedHost, UPLOAD_MAX_BYTES: String(16 * 2 ** 20), LOGIN_MAX_PER_IP: "1000", LOG_LEVEL: "warn" };
  makeCouples(env);
  const server = await startServer(port, dataDir, env);
  try {
    const url = server.url;
    const [a, b] = await Promise.all(["a", "b"].map(async (c) => [await login(url, `${c}1@bench.local`), await login(url, `${c}2@bench.local`)]));
    const load = os.loadavg()[0].toFixed(1);
    const push = await pushes(url, fake, a, b);
    const upload = await uploads(url, a, b);
    console.log(`fairness (${dbEnv.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${path.basename(root)}, load ${load} → ${os.loadavg()[0].toFixed(1)}):`);
    console.log(JSON.stringify({ push, upload }, null, 2));
  } finally {
    await server.stop();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL;
if (postgresUrl) await withScratchDatabase(postgresUrl, (databaseUrl) => bench({ DATABASE_URL: databaseUrl }));
else await bench({});
