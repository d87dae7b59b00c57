/**
 * `npx tsx scripts/make-upgrade-fixture.ts` — the upgrade fixture of the version checked out here
 * (docs/upgrade-fixtures.md): run it on the last commit before a new migration. It seeds the demo
 * space, starts this version's own server, uploads a few small photos through its API (a profile
 * photo each, one on a memory, one on a place), gives the members their settings (fixture-members.ts:
 * a language, push devices), records what each member then reads, stops it and keeps what it left on disk:
 *
 *   src/server/testing/fixtures/upgrade/<newest migration>/db.tar.br      PGlite's dumpDataDir, brotli 11
 *   src/server/testing/fixtures/upgrade/<newest migration>/uploads/       the photo files
 *   src/server/testing/fixtures/upgrade/<newest migration>/api.json       what each member read through its API
 *   src/server/testing/fixtures/upgrade/<newest migration>/postgres/      the same on PostgreSQL (pg_dump)
 *
 * The PostgreSQL half runs when TEST_DATABASE_URL names a server it may create a database on.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { addDemoPhotos, root, run, withServer } from './old-version-server';
import { addMemberSettings, recordReads } from './fixture-members';

const journal = JSON.parse(fs.readFileSync(path.join(root, 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const newest = journal.entries.at(-1)!.tag;
const out = path.join(root, 'src/server/testing/fixtures/upgrade', newest);
const commit = execFileSync('git', ['log', '-1', '--format=%h (%cs, "%s")'], { cwd: root, encoding: 'utf8' }).trim();
const PORT = Number(process.env.FIXTURE_PORT ?? 4291);

if (fs.existsSync(out)) {
  console.error(`${path.relative(root, out)} exists: a fixture is never changed afterwards.`);
  process.exit(1);
}

const EMAILS = ['demo1@example.com', 'demo2@example.com'];

/** This version's server on `env`: the photos and settings through its API, each member's reads (written to `apiJson`), then it stops. */
const throughTheApi = (env: Record<string, string>, apiJson: string) =>
  withServer(env, PORT, async (server) => {
    const members = await addDemoPhotos(server);
    await addMemberSettings(server, members);
    const record = await recordReads(
      server,
      members.map((m, i) => ({ ...m, email: EMAILS[i] })),
    );
    fs.mkdirSync(path.dirname(apiJson), { recursive: true });
    fs.writeFileSync(apiJson, `${JSON.stringify(record)}\n`);
  });

async function pglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-'));
  const env = { DATA_DIR: dataDir };
  await run(['src/server/cli/main.ts', 'seed:demo'], env);
  await throughTheApi(env, path.join(out, 'api.json'));
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
    await throughTheApi(env, path.join(out, 'postgres/api.json'));
    const pgDump =
      fs
        .readdirSync('/usr/lib/postgresql')
        .sort()
        .map((v) => `/usr/lib/postgresql/${v}/bin/pg_dump`)
        .filter((p) => fs.existsSync(p))
        .at(-1) ?? 'pg_dump';
    const dump = execFileSync(pgDump, ['--inserts', '--no-owner', '--no-privileges', '--no-comments', url.toString()], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
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
one on a place (64×48 JPEGs), set demo2's language to English and registered push devices (two for
demo1, one for demo2; \`scripts/fixture-members.ts\`), then recorded in \`api.json\` what each member
read through its API. \`db.tar.br\` is the PGlite data folder (\`dumpDataDir('none')\`,
brotli 11); \`uploads/\` its photos.${process.env.TEST_DATABASE_URL ? ' `postgres/` is the same on PostgreSQL (`pg_dump --inserts --no-owner --no-privileges --no-comments` without `\\` lines and comments, and its `uploads/`).' : ''}
Today's server must migrate it (the migrations after \`${newest}\`) without losing a row.
`,
);
console.log(`wrote ${path.relative(root, out)}`);
