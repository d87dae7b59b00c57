/**
 * `npm start`: builds the front end and the server when missing or older than their sources,
 * then runs the built server (plain JavaScript: no TypeScript compiled at start).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

// esbuild is loaded only when the server needs building: a built checkout starts without it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverOut = path.join(root, 'dist/server/main.js');

/**
 * The newest modification time under `target` (0 when missing). Once per folder (src/shared is
 * asked about twice), with the entries' kinds from readdir: about half the system calls of a
 * stat per entry, on the path of every start (decision 029).
 */
const seen = new Map();
function newestMtime(target, stat = fs.statSync(target, { throwIfNoEntry: false })) {
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (seen.has(target)) return seen.get(target);
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    const entryPath = path.join(target, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(entryPath) : newestMtime(entryPath, fs.statSync(entryPath, { throwIfNoEntry: false })));
  }
  seen.set(target, newest);
  return newest;
}
const newest = (paths) => Math.max(...paths.map((p) => newestMtime(path.join(root, p))));
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

const clientBuilt = path.join(root, 'dist/client/index.html');
if (builtAt(clientBuilt) < newest(['src/client', 'src/shared', 'index.html', 'public', 'vite.config.ts'])) {
  console.log('Building the front end…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (builtAt(serverOut) < newest(['src/server', 'src/shared', 'package-lock.json', 'scripts/build-server.mjs'])) {
  console.log('Building the server…');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

// The built entry keeps compiled code between starts itself (Node 22+'s compile cache, or V8's code
// cache on Node 20: src/server/launch/main.ts).
await import(pathToFileURL(serverOut).href);
