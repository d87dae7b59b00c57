import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheKey, CodeCache, privateCacheDir } from './code-cache';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-cache-test-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// A source of its own per test: V8 also keeps compiled scripts in memory, by source.
const source = (tag: string) => `const tag = ${JSON.stringify(tag)}; return { tag, sum: a + b, twice: (x) => x * 2 };`;
const cacheFile = (dir: string, name: string, text: string) => path.join(dir, `${name}-${cacheKey(text)}.bin`);

describe('the code cache of the built server', () => {
  it('writes a cache after the first compile, and the next compile runs the same code from it', () => {
    const dir = tempDir();
    const text = source('first');
    const first = new CodeCache(dir);
    const run = first.compile('bundle', '/app/bundle.cjs', text, ['a', 'b']);
    expect(run(2, 3)).toMatchObject({ tag: 'first', sum: 5 });
    expect(first.unsaved).toBe(true);
    first.save();
    expect(first.unsaved).toBe(false);
    expect(fs.statSync(cacheFile(dir, 'bundle', text)).size).toBeGreaterThan(0);
    expect(fs.readdirSync(dir)).toEqual([path.basename(cacheFile(dir, 'bundle', text))]);

    const next = new CodeCache(dir);
    const again = next.compile('bundle', '/app/bundle.cjs', text, ['a', 'b']) as (a: number, b: number) => { sum: number; twice: (x: number) => number };
    expect(next.unsaved).toBe(false); // accepted: nothing to write
    expect(again(4, 5).sum).toBe(9);
    expect(again(0, 0).twice(21)).toBe(42);
  });

  it('compiles as without a cache when V8 rejects the one on disk, and writes a good one', () => {
    const dir = tempDir();
    const text = source('damaged');
    fs.writeFileSync(cacheFile(dir, 'bundle', text), Buffer.alloc(4096, 7));
    const cache = new CodeCache(dir);
    expect(cache.compile('bundle', '/app/bundle.cjs', text, ['a', 'b'])(1, 1)).toMatchObject({ sum: 2 });
    expect(cache.unsaved).toBe(true);
    cache.save();
    expect(fs.readFileSync(cacheFile(dir, 'bundle', text)).equals(Buffer.alloc(4096, 7))).toBe(false);
  });

  it('runs without a folder, or with one it cannot read or write, and never throws', () => {
    const notAFolder = path.join(tempDir(), 'file');
    fs.writeFileSync(notAFolder, 'x');
    for (const dir of [null, notAFolder]) {
      const cache = new CodeCache(dir);
      expect(cache.compile('bundle', '/app/bundle.cjs', source(`no folder ${dir}`), ['a', 'b'])(1, 2)).toMatchObject({ sum: 3 });
      expect(() => cache.save()).not.toThrow();
    }
  });

  it("is another file for another source, node or flags (a new build never reads an old build's cache)", () => {
    expect(cacheKey('a')).not.toBe(cacheKey('b'));
    const before = process.env.NODE_OPTIONS;
    try {
      process.env.NODE_OPTIONS = '--max-old-space-size=100';
      const withFlag = cacheKey('a');
      process.env.NODE_OPTIONS = '';
      expect(cacheKey('a')).not.toBe(withFlag);
    } finally {
      if (before === undefined) delete process.env.NODE_OPTIONS;
      else process.env.NODE_OPTIONS = before;
    }
  });

  it("removes other builds' files unused for a week when it writes one, and keeps recent ones", () => {
    const dir = tempDir();
    const old = path.join(dir, 'bundle-old.bin');
    const recent = path.join(dir, 'bundle-recent.bin');
    const otherName = path.join(dir, 'pglite-old.bin');
    for (const file of [old, recent, otherName]) fs.writeFileSync(file, 'x');
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    fs.utimesSync(old, eightDaysAgo, eightDaysAgo);
    fs.utimesSync(otherName, eightDaysAgo, eightDaysAgo);
    const cache = new CodeCache(dir);
    const text = source('prune');
    cache.compile('bundle', '/app/bundle.cjs', text, ['a', 'b']);
    cache.save();
    expect(fs.readdirSync(dir).sort()).toEqual(['bundle-recent.bin', path.basename(cacheFile(dir, 'bundle', text)), 'pglite-old.bin'].sort());
  });
});

describe('the folder of the code cache', () => {
  it("is made private to the server's user", () => {
    const dir = privateCacheDir(tempDir())!;
    expect(dir).toMatch(/defterimiz-code-cache/);
    if (process.platform !== 'win32') expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(privateCacheDir(path.dirname(dir))).toBe(dir); // found again at the next start
  });

  it.skipIf(process.platform === 'win32')('is not used when another user could have written code into it', () => {
    const parent = tempDir();
    const dir = privateCacheDir(parent)!;
    fs.chmodSync(dir, 0o777);
    expect(privateCacheDir(parent)).toBeNull();

    const planted = tempDir();
    const elsewhere = tempDir();
    fs.symlinkSync(elsewhere, path.join(planted, path.basename(dir)));
    expect(privateCacheDir(planted)).toBeNull();

    expect(privateCacheDir(path.join(parent, 'missing', 'parent'))).toBeNull();
  });
});
