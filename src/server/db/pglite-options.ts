import v8 from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * The embedded PostgreSQL sized for one couple's server (decision 029). PostgreSQL's defaults are
 * a database server's: 128 MB of shared buffers and 100 connections. In PGlite that shared memory
 * is part of its WebAssembly memory, which is zero-filled at start (so all of it is resident at
 * once) and never shrinks: 151 MiB of the server's 337 MiB right after start. A couple's whole
 * database is a few tens of megabytes, the operating system's file cache keeps its pages anyway,
 * and the read cache answers most reads before they reach the database; PGlite has one
 * connection. Given on the command line (-c), they override the data folder's postgresql.conf
 * without changing it.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '8MB',
  // What an index build or a migration may take at once (64 MB by default): kept by the WebAssembly
  // memory until the process ends once taken; a couple's tables are small.
  maintenance_work_mem: '16MB',
  max_connections: '4',
};

let tierUpOff = false;

/**
 * V8 runs WebAssembly first as its baseline compiler (Liftoff) makes it, then recompiles hot
 * functions with its optimising compiler on background threads. For PGlite's 9 MB module that
 * compiler's working memory stays resident after it is freed (glibc keeps each thread's arena):
 * ~55 MiB in the server. The optimised code bought nothing measurable here — a query's time goes
 * mostly to JavaScript (the wire protocol, rows into objects) — and the recompiling took CPU from
 * the first requests. The flags only matter before a module compiles, so they are set before
 * PGlite's compiles; nothing else in the server is WebAssembly.
 */
function baselineWasmOnly() {
  if (tierUpOff) return;
  v8.setFlagsFromString('--no-wasm-tier-up');
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
  tierUpOff = true;
}

/** A PGlite in `dataDir` (in memory without it, or loaded from `options.loadDataDir`) with the settings above. */
export async function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  baselineWasmOnly();
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return PGlite.create({ ...options, ...(dataDir && { dataDir }), startParams: [...PGlite.defaultStartParams, ...settings] });
}
