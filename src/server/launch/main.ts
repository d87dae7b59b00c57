/**
 * dist/server/main.js, the built server's entry (`npm start`, the image's CMD): runs the server's
 * bundle (dist/server/server.cjs, src/server/main.ts and all it imports) through V8's code cache
 * (code-cache.ts; decision 029, amended 2026-11-27 (4)). Not used by `npm run dev` or the tests.
 */
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baselineWasmOnly } from '../db/wasm-tiering';
import { CodeCache, privateCacheDir } from './code-cache';
import { cachePgliteThrough } from './pglite-compile';

const bundle = fileURLToPath(new URL('./server.cjs', import.meta.url));
const moduleParams = ['exports', 'require', 'module', '__filename', '__dirname'];

const { enableCompileCache } = Module as { enableCompileCache?: () => unknown };
// Node maps stack traces (`--enable-source-maps`) only through its own loader: whoever asks for
// them gets the bundle loaded by it, without the code cache.
const sourceMaps = (process as { sourceMapsEnabled?: boolean }).sourceMapsEnabled === true;
if (enableCompileCache || sourceMaps) {
  // Node 22+ caches CommonJS and ES modules itself.
  enableCompileCache?.();
  createRequire(import.meta.url)(bundle);
} else {
  // V8 accepts a cache only from a process with the same flags: these are set before anything compiles.
  baselineWasmOnly();
  const cache = new CodeCache(privateCacheDir());
  cachePgliteThrough(cache, bundle);
  const server = new Module(bundle);
  server.filename = bundle;
  server.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(path.dirname(bundle));
  const run = cache.compile('server', bundle, fs.readFileSync(bundle, 'utf8'), moduleParams);
  run.call(server.exports, server.exports, createRequire(bundle), server, bundle, path.dirname(bundle));
  if (cache.unsaved) saveAfterFirstAnswers(cache);
}

/**
 * The cache is written once the first answers have been sent (1 s without another, or 10 s after
 * the first), so it holds what a start and a first page compile; or when the process ends well
 * before that (a stop, not a failed start: a cache is kept for the whole build, and one made by a
 * start that stopped at a bad setting would hold little). A health check alone does not count: it
 * compiles little of what a page needs.
 */
function saveAfterFirstAnswers(cache: CodeCache) {
  const channel = diagnostics.channel('http.server.response.finish');
  let first = 0;
  let timer: NodeJS.Timeout | undefined;
  const save = () => {
    channel.unsubscribe(onAnswer);
    clearTimeout(timer);
    process.off('exit', atExit);
    cache.save();
  };
  const atExit = (code: number) => {
    if (code === 0) save();
  };
  const onAnswer = (message: unknown) => {
    if ((message as { request?: { url?: string } }).request?.url?.startsWith('/api/health')) return;
    first ||= Date.now();
    clearTimeout(timer);
    if (Date.now() - first > 10_000) return save();
    timer = setTimeout(save, 1000).unref();
  };
  channel.subscribe(onAnswer);
  process.on('exit', atExit);
}
