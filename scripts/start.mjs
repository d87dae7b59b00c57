/**
 * `npm start`: builds the front end and the server when missing or older than their sources,
 * then runs the built server (plain JavaScript: no TypeScript compiled at start).
 */
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

// esbuild is loaded only when the server needs building: a built checkout starts without it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverOut = path.join(root, 'dist/server/main.js');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
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

// Node 22+ keeps compiled module code between starts (most of a start is loading modules).
module.enableCompileCache?.();
await import(pathToFileURL(serverOut).href);
