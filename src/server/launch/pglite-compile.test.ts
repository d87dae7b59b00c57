import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinNamespace, withoutDynamicImports } from './pglite-compile';

const root = path.resolve(import.meta.dirname, '../../..');

describe("PGlite's JavaScript through the code cache", () => {
  it('opens, answers and dumps the database when compiled, and again when read from the cache', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-code-cache-'));
    try {
      const run = () =>
        JSON.parse(
          execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'pglite-through-cache.fixture.ts'), dir], {
            cwd: root,
            encoding: 'utf8',
          }),
        ) as { fromCache: boolean; two: number; dumpBytes: number };
      const first = run();
      expect(first).toMatchObject({ fromCache: false, two: 2 });
      expect(fs.readdirSync(dir).filter((f) => f.startsWith('pglite-'))).toHaveLength(1);
      // From the cache, its import()s of Node's modules (reading its WebAssembly, the gzip) still work.
      const second = run();
      expect(second).toMatchObject({ fromCache: true, two: 2 });
      expect(second.dumpBytes).toBeGreaterThan(1000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("replaces import() of Node's own modules only, and gives up on any other", () => {
    expect(withoutDynamicImports('a=await import("zlib");b=await import("node:module");c=await import("fs/promises")')).toBe(
      'a=await __importBuiltin("zlib");b=await __importBuiltin("node:module");c=await __importBuiltin("fs/promises")',
    );
    expect(withoutDynamicImports('await import("some-package")')).toBeNull();
    expect(withoutDynamicImports('await import(name)')).toBeNull();
    expect(withoutDynamicImports('const important = 1; reimport("x")')).toBe('const important = 1; reimport("x")');
  });

  it('answers a Node module the way import() does: its exports by name, all of them as default', async () => {
    const zlib = await import('node:zlib');
    const namespace = builtinNamespace(zlib.default) as typeof zlib;
    expect(namespace.gzipSync).toBe(zlib.gzipSync);
    expect(namespace.default).toBe(zlib.default);
  });
});
