/**
 * Run by pglite-compile.test.ts in a process of its own (V8 also keeps compiled scripts in memory):
 * PGlite required through the code cache in the folder argv[2], opened, asked, and dumped (its
 * gzip loads Node's zlib with import()); prints what it saw.
 */
import { createRequire } from 'node:module';
import { CodeCache } from './code-cache';
import { cachePgliteThrough } from './pglite-compile';

const cache = new CodeCache(process.argv[2]!);
cachePgliteThrough(cache, import.meta.filename);
const { PGlite } = createRequire(import.meta.filename)('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
const db = await PGlite.create();
const { rows } = await db.query<{ two: number }>('select 1 + 1 as two');
const dump = await db.dumpDataDir('gzip');
const fromCache = !cache.unsaved;
cache.save();
await db.close();
console.log(JSON.stringify({ fromCache, two: rows[0]!.two, dumpBytes: dump.size }));
