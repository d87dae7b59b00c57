/**
 * `npx tsx scripts/make-upgrade-fixture.ts` — the upgrade fixture of the version checked out here
 * (docs/upgrade-fixtures.md): run it on the last commit before a new migration. It seeds the demo
 * space, starts this version's own server, uploads a few small photos through its API (a profile
 * photo each, one on a memory, one on a place), stops it and keeps what it left on disk:
 *
 *   src/server/testing/fixtures/upgrade/<newest migration>/db.tar.br      PGlite's dumpDataDir, brotli 11
 *   src/server/testing/fixtures/upgrade/<newest migration>/uploads/       the photo files
 *   src/server/testing/fixtures/upgrade/<newest migration>/postgres/      the same on PostgreSQL (pg_dump)
 *
 * The PostgreSQL half runs when TEST_DATABASE_URL names a server it may create a database on.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const journal = JSON.parse(fs.readFileSync(path.join(root, 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const newest = journal.entries.at(-1)!.tag;
const out = path.join(root, 'src/server/testing/fixtures/upgrade', newest);
const commit = execFileSync('git', ['log', '-1', '--format=%h (%cs, "%s")'], { cwd: root, encoding: 'utf8' }).trim();
const PASSWORD = 'demo-sifre';
const PORT = Number(process.env.FIXTURE_PORT ?? 4291);

if (fs.existsSync(out)) {
  console.error(`${path.relative(root, out)} exists: a fixture is never changed afterwards.`);
  process.exit(1);
}

const tsx = (args: string[], env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'inherit' });

function run(args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    tsx(args, env).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });
}

/** A small JPEG of one colour: a few hundred bytes, so that the fixture stays small. */
const jpeg = (r: number, g: number, b: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();

/** Starts this version's server on `env`, uploads the photos through its API, stops it. */
async function photosThroughTheApi(env: Record<string, string>) {
  const server = tsx(['src/server/main.ts'], { ...env, PORT: String(PORT), HOST: '127.0.0.1' });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
      if (i > 120) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    const signIn = async (email: string) => {
      const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email, password: PASSWORD }) });
      if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
      const { me } = (await res.json()) as { me: { id: string } };
      return { id: me.id, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
    };
    const call = async (cookie: string, method: string, url: string, body?: FormData | object) => {
      const form = body instanceof FormData;
      const res = await fetch(`${base}/api${url}`, {
        method,
        headers: { cookie, origin: base, ...(body && !form ? { 'content-type': 'application/json' } : {}) },
        body: body ? (form ? body : JSON.stringify(body)) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const photo = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'foto.jpg');
      return form;
    };
    const members = [await signIn('demo1@example.com'), await signIn('demo2@example.com')];
    const [one, two] = members.map((m) => m.cookie);
    const as = (addedBy: { id: string } | null) => members.find((m) => m.id === addedBy?.id)?.cookie;
    await call(one, 'POST', '/settings/profile/photo', await photo(await jpeg(200, 90, 110)));
    await call(two, 'POST', '/settings/profile/photo', await photo(await jpeg(90, 140, 200)));
    type Owned = { id: string; addedBy: { id: string } | null };
    const memory = ((await call(one, 'GET', '/memories')) as { memories: Owned[] }).memories.find((m) => as(m.addedBy));
    if (memory) await call(as(memory.addedBy)!, 'POST', `/memories/${memory.id}/photos`, await photo(await jpeg(240, 200, 120)));
    const place = ((await call(one, 'GET', '/places')) as { places: Owned[] }).places.find((p) => as(p.addedBy));
    if (place) await call(as(place.addedBy)!, 'POST', `/places/${place.id}/photo`, await photo(await jpeg(120, 180, 120)));
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

async function pglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-'));
  const env = { DATA_DIR: dataDir };
  await run(['src/server/cli/main.ts', 'seed:demo'], env);
  await photosThroughTheApi(env);
  const db = await PGlite.create(path.join(dataDir, 'db'));
  const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  await db.close();
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'db.tar.br'), zlib.brotliCompressSync(dump, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.cpSync(path.join(dataDir, 'uploads'), path.join(out, 'uploads'), { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function postgres(admin: string) {
  const name = `defterimiz_fixture_${process.pid}`;
  const url = new URL(admin);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-pg-'));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
    await run(['src/server/cli/main.ts', 'seed:demo'], env);
    await photosThroughTheApi(env);
    const pgDump = fs.readdirSync('/usr/lib/postgresql').sort().map((v) => `/usr/lib/postgresql/${v}/bin/pg_dump`).filter((p) => fs.existsSync(p)).at(-1) ?? 'pg_dump';
    const dump = execFileSync(pgDump, ['--inserts', '--no-owner', '--no-privileges', '--no-comments', url.toString()], { encoding: 'utf8', maxBuffer: 64 << 20 });
    const kept = dump.split('\n').filter((line) => !line.startsWith('\\') && !line.startsWith('--'));
    fs.mkdirSync(path.join(out, 'postgres'), { recursive: true });
    fs.writeFileSync(path.join(out, 'postgres/dump.sql'), kept.join('\n').replace(/\n{3,}/g, '\n\n'));
    fs.cpSync(path.join(dataDir, 'uploads'), path.join(out, 'postgres/uploads'), { recursive: true });
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await pglite();
if (process.env.TEST_DATABASE_URL) await postgres(process.env.TEST_DATABASE_URL);
fs.writeFileSync(
  path.join(out, 'README.md'),
  `# ${newest}

Made on ${new Date().toISOString().slice(0, 10)} by \`scripts/make-upgrade-fixture.ts\` with commit ${commit}, whose newest
migration is \`${newest}\`: \`seed:demo\` (the demo space: every feature's seed), then that version's
own server, through its API, took a profile photo for demo1 and demo2, one photo on a memory and
one on a place (64×48 JPEGs). \`db.tar.br\` is the PGlite data folder (\`dumpDataDir('none')\`,
brotli 11); \`uploads/\` its photos.${process.env.TEST_DATABASE_URL ? ' `postgres/` is the same on PostgreSQL (`pg_dump --inserts --no-owner --no-privileges --no-comments` without `\\` lines and comments, and its `uploads/`).' : ''}
Today's server must migrate it (the migrations after \`${newest}\`) without losing a row.
`,
);
console.log(`wrote ${path.relative(root, out)}`);
