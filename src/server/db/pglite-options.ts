import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { baselineWasmOnly } from './wasm-tiering';

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

/** A PGlite in `dataDir` (in memory without it, or loaded from `options.loadDataDir`) with the settings above. */
export async function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  baselineWasmOnly();
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return PGlite.create({ ...options, ...(dataDir && { dataDir }), startParams: [...PGlite.defaultStartParams, ...settings] });
}
