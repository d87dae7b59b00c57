/**
 * Run by pglite-compile.test.ts in a process of its own (V8 also keeps compiled scripts in memory):
 * PGlite required through the code cache in the folder argv[2], opened from the oldest upgrade
 * fixture's dump (no initdb: light enough for a loaded machine), asked, and dumped (reading its
 * WebAssembly and the dump's gzip load Node's modules with import()); prints what it saw.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { CodeCache } from './code-cache';
import { cachePgliteThrough } from './pglite-compile';

const cache = new CodeCache(process.argv[2]!);
cachePgliteThrough(cache, import.meta.filename);
const { PGlite } = createRequire(import.meta.filename)('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
const dump = zlib.brotliDecompressSync(fs.readFileSync(new URL('../testing/fixtures/upgrade/0001_features/db.tar.br', import.meta.url)));
const db = await PGlite.create({ loadDataDir: new Blob([dump]) });
const { rows } = await db.query<{ two: number }>('select 1 + 1 as two');
const dumped = await db.dumpDataDir('gzip');
const fromCache = !cache.unsaved;
cache.save();
await db.close();
console.log(JSON.stringify({ fromCache, two: rows[0]!.two, dumpBytes: dumped.size }));
