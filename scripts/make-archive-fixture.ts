/**
 * `npx tsx scripts/make-archive-fixture.ts` — a real 'Dışa aktar' archive made by the version
 * checked out (docs/upgrade-fixtures.md, "Archives of older versions"): the demo seed, that
 * version's own server, a few small photos through its API (a profile photo each, one on a memory,
 * one on a place), demo2's language and the push devices (fixture-members.ts), then `GET /api/transfer/export` as demo1, as the settings page's link does:
 *
 *   src/server/testing/fixtures/archives/<app version>-<newest migration>.zip
 *
 * and its line in that folder's README.md. `older-archive.int.test.ts` imports every archive there
 * into today's server. Run it on an older commit with this file and old-version-server.ts copied in.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDemoPhotos, root, run, withServer } from './old-version-server';
import { addMemberSettings } from './fixture-members';

const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
const journal = JSON.parse(fs.readFileSync(path.join(root, 'src/server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const name = `${version}-${journal.entries.at(-1)!.tag}.zip`;
const folder = path.join(root, 'src/server/testing/fixtures/archives');
const out = path.join(folder, name);
const commit = execFileSync('git', ['log', '-1', '--format=%h (%cs, "%s")'], { cwd: root, encoding: 'utf8' }).trim();
const PORT = Number(process.env.FIXTURE_PORT ?? 4291);

if (fs.existsSync(out)) {
  console.error(`${path.relative(root, out)} exists: a fixture is never changed afterwards.`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-fixture-'));
try {
  const env = { DATA_DIR: dataDir };
  await run(['src/server/cli/main.ts', 'seed:demo'], env);
  const zip = await withServer(env, PORT, async (server) => {
    const members = await addDemoPhotos(server);
    // The language and push devices where the version has them (push devices stay out of an archive).
    await addMemberSettings(server, members);
    const [demo1] = members;
    const res = await server.call(demo1.cookie, 'GET', '/transfer/export');
    if (res.headers.get('content-type') !== 'application/zip') throw new Error(`the export answered ${res.headers.get('content-type')}`);
    return Buffer.from(await res.arrayBuffer());
  });
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(out, zip);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const readme = path.join(folder, 'README.md');
if (!fs.existsSync(readme)) {
  fs.writeFileSync(
    readme,
    `# Archives made by older versions

Each ZIP is what 'Dışa aktar' (\`GET /api/transfer/export\`) gave a member of the demo space on that
version, made by \`scripts/make-archive-fixture.ts\` on its commit (the demo seed, a profile photo for
demo1 and demo2, one photo on a memory and one on a place, 64×48 JPEGs, through that version's own
API). \`src/server/features/transfer/older-archive.int.test.ts\` imports each into today's server.
An archive is never changed afterwards: it is what a couple of that version really downloaded.

`,
  );
}
fs.appendFileSync(readme, `- \`${name}\`: made on ${new Date().toISOString().slice(0, 10)} with commit ${commit}.\n`);
console.log(`wrote ${path.relative(root, out)} (${(fs.statSync(out).size / 1024).toFixed(0)} KB)`);
