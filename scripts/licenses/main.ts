/**
 * `npm run licenses`: builds, then checks the licence of every npm package the built client and
 * server include or the image carries, and of every shipped data file (shipped-data.json). Fails
 * (exit 1) on a licence AGPL-3.0-or-later cannot include: missing, unknown, proprietary, SSPL,
 * BUSL, non-commercial… (verdict.ts). Prints a summary by licence.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root, shippedData, shippedPackages, type DataManifest } from './shipped';
import { licenseText, licenseVerdict } from './verdict';

const manifest = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'shipped-data.json'), 'utf8')) as DataManifest;
const failures: string[] = [];
const byLicense = new Map<string, string[]>();
const packages = await shippedPackages();
for (const [dir, where] of [...packages].sort(([a], [b]) => a.localeCompare(b))) {
  const file = path.join(root, dir, 'package.json');
  if (!fs.existsSync(file)) {
    failures.push(`${dir} (${[...where].join(', ')}): bundled, but no package.json there says its licence`);
    continue;
  }
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; version: string; license?: unknown; licenses?: unknown };
  const id = `${pkg.name}@${pkg.version}`;
  // A package whose field is no SPDX expression, read by a person and pinned to its version.
  const license = manifest.reviewedPackages[id]?.license ?? pkg.license ?? pkg.licenses;
  const verdict = licenseVerdict(license);
  if (!verdict.ok) failures.push(`${id} (${[...where].join(', ')}): ${verdict.reason}`);
  const key = licenseText(license) ?? '(none)';
  byLicense.set(key, [...(byLicense.get(key) ?? []), id]);
}

const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const data = shippedData(manifest, tracked);
for (const { file, entry } of data) {
  if (!entry) failures.push(`${file}: shipped, but no entry of scripts/licenses/shipped-data.json says where it comes from`);
}
for (const entry of manifest.entries) {
  const verdict = licenseVerdict(entry.license);
  if (!verdict.ok) failures.push(`${entry.files.join(', ')}: ${verdict.reason}`);
}

console.log(`Packages shipped: ${packages.size} (client bundle, server bundle, the image's node_modules)`);
for (const [license, ids] of [...byLicense].sort((a, b) => b[1].length - a[1].length)) {
  const names = ids.length > 6 ? `${ids.slice(0, 6).join(', ')}, …` : ids.join(', ');
  console.log(`  ${String(ids.length).padStart(4)}  ${license.padEnd(28)} ${names}`);
}
console.log(`Data files shipped: ${data.length}, in ${manifest.entries.length} entries of scripts/licenses/shipped-data.json`);
for (const entry of manifest.entries) console.log(`  ${entry.license.padEnd(20)} ${entry.what} — ${entry.source}`);
if (failures.length) {
  console.error(`\n${failures.length} licence problem(s):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery shipped licence fits AGPL-3.0-or-later.');
