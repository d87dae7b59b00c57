import v8 from 'node:v8';

let tierUpOff = false;

/**
 * V8 runs WebAssembly first as its baseline compiler (Liftoff) makes it, then recompiles hot
 * functions with its optimising compiler on background threads. For PGlite's 9 MB module that
 * compiler's working memory stays resident after it is freed (glibc keeps each thread's arena):
 * ~55 MiB in the server. The optimised code bought nothing measurable here — a query's time goes
 * mostly to JavaScript (the wire protocol, rows into objects) — and the recompiling took CPU from
 * the first requests. The flags only matter before a module compiles, so they are set before
 * PGlite's compiles; nothing else in the server is WebAssembly.
 *
 * The built server's launcher (src/server/launch) sets them before it compiles anything: V8 takes
 * a code cache only from a process with the same flags, and the cache is written after they are set.
 */
export function baselineWasmOnly() {
  if (tierUpOff) return;
  v8.setFlagsFromString('--no-wasm-tier-up');
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
  tierUpOff = true;
}
