import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

/**
 * V8's code cache for the built server on Node 20, which caches compiled code for neither ES modules
 * nor (before Node 22's `module.enableCompileCache`) CommonJS (decision 029, amended 2026-11-27 (4)).
 * A script compiled with `vm.Script` can be given the bytes of an earlier compile of the same
 * source (`cachedData`); made after the first answers (`createCachedData`), they also hold every
 * function compiled by then, so the next start neither parses the bundle nor compiles those
 * functions again. A cache that is missing, made by another node or with other flags (V8 checks
 * the source, its version and its flags, and rejects it), or a folder that cannot be written, only
 * means compiling as without a cache.
 *
 * Compiled code must not call `import()`: V8 drops what Node needs to answer it from a script
 * read from a cache (the bundle has none: scripts/build-server.mjs; PGlite's are replaced).
 */

/** Files not used for this long are removed when a new one is written (other builds' caches). */
const UNUSED_MS = 7 * 24 * 3600 * 1000;

/**
 * `<tmp>/defterimiz-code-cache-<uid>`, created private to this user; null (no cache) when it is
 * not a folder of this user's that no one else may write: code read from a cache runs as the server.
 */
export function privateCacheDir(parent = os.tmpdir()): string | null {
  const uid = process.getuid?.();
  const dir = path.join(parent, uid === undefined ? 'defterimiz-code-cache' : `defterimiz-code-cache-${uid}`);
  try {
    fs.mkdirSync(dir, { mode: 0o700 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') return null;
  }
  try {
    const stat = fs.lstatSync(dir);
    if (!stat.isDirectory()) return null;
    if (uid !== undefined && (stat.uid !== uid || (stat.mode & 0o077) !== 0)) return null;
    return dir;
  } catch {
    return null;
  }
}

/** The source, node's version and architecture, and the flags it was started with. */
export function cacheKey(source: string): string {
  const flags = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ');
  return createHash('sha256').update(source).update(`\0${process.version}\0${process.arch}\0${flags}`).digest('hex').slice(0, 24);
}

interface Pending {
  script: vm.Script;
  name: string;
  file: string;
}

export class CodeCache {
  private pending: Pending[] = [];

  constructor(private readonly dir: string | null) {}

  /** True while a compiled script's cache is still to be written. */
  get unsaved(): boolean {
    return this.pending.length > 0;
  }

  /**
   * `source` as the body of a function of `params`, compiled from the cache when it has one
   * (`name` names the cache file; `filename` is what stack traces show).
   */
  compile(name: string, filename: string, source: string, params: string[]): (...args: unknown[]) => unknown {
    const file = this.dir && path.join(this.dir, `${name}-${cacheKey(source)}.bin`);
    let cachedData: Buffer | undefined;
    if (file) {
      try {
        cachedData = fs.readFileSync(file);
      } catch {
        // none yet
      }
    }
    const script = new vm.Script(`(function (${params.join(', ')}) {${source}\n})`, { filename, cachedData });
    if (file && (!cachedData || script.cachedDataRejected)) this.pending.push({ script, name, file });
    // Marks it as in use for the pruning in save() (other builds' files go after a week).
    else if (file) fs.utimes(file, new Date(), new Date(), () => {});
    return script.runInThisContext() as (...args: unknown[]) => unknown;
  }

  /** Writes the caches still missing (each atomically: a reader never sees half a file), once. */
  save(): void {
    for (const { script, name, file } of this.pending.splice(0)) {
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        fs.writeFileSync(temporary, script.createCachedData(), { mode: 0o600 });
        fs.renameSync(temporary, file);
        this.prune(name, file);
      } catch {
        // A full or read-only disk: the next start compiles as without a cache.
        fs.rm(temporary, { force: true }, () => {});
      }
    }
  }

  private prune(name: string, kept: string) {
    const now = Date.now();
    for (const entry of fs.readdirSync(this.dir!)) {
      const file = path.join(this.dir!, entry);
      if (file === kept || !entry.startsWith(`${name}-`)) continue;
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat && now - stat.mtimeMs > UNUSED_MS) fs.rmSync(file, { force: true });
    }
  }
}
