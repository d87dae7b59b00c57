/**
 * Copies into TARGET/node_modules only the packages the built server loads at run time: the
 * packages build-server.mjs leaves out of the bundle and everything they depend on. The container
 * image's runtime stage gets this folder instead of the whole node_modules (no build tools, no
 * front-end packages). Usage: node scripts/container/runtime-modules.mjs TARGET
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_EXTERNAL } from '../build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const modules = path.join(root, 'node_modules');

/** Top-level packages matching the externals ('@aws-sdk/*' matches the whole scope); absent ones are skipped. */
function externals() {
  const names = [];
  for (const pattern of BUNDLE_EXTERNAL) {
    if (pattern.endsWith('/*')) {
      const scope = pattern.slice(0, -2);
      const dir = path.join(modules, scope);
      if (fs.existsSync(dir)) for (const entry of fs.readdirSync(dir)) names.push(`${scope}/${entry}`);
    } else if (fs.existsSync(path.join(modules, pattern))) {
      names.push(pattern);
    }
  }
  return names;
}

/** Node's lookup: FROM/node_modules/NAME, then each parent folder's, up to the root's. */
function resolveFrom(fromDir, name) {
  for (let dir = fromDir; dir.startsWith(root); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root) break;
  }
  return null;
}

export function runtimePackageDirs() {
  const seen = new Set();
  const queue = externals().map((name) => path.join(modules, name));
  while (queue.length) {
    const dir = queue.pop();
    if (seen.has(dir)) continue;
    seen.add(dir);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    // Optional dependencies are the platform builds of native addons (sharp, argon2): only the
    // ones npm installed for this platform exist, and those are the ones needed.
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      const found = resolveFrom(dir, name);
      if (found) queue.push(found);
    }
  }
  return [...seen].map((dir) => path.relative(root, dir)).sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) throw new Error('usage: node scripts/container/runtime-modules.mjs TARGET');
  const dirs = runtimePackageDirs();
  for (const dir of dirs) {
    // A nested package is copied with its parent already; copying it again is harmless.
    fs.cpSync(path.join(root, dir), path.join(target, dir), { recursive: true, dereference: false });
  }
  console.log(`runtime-modules: ${dirs.length} packages copied to ${target}`);
}
