import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../src/shared/en';
import { oneCatalogueChunk } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const indexFile = path.join(root, 'src/shared/en/index.ts');
const source = fs.readFileSync(indexFile, 'utf8');

describe("the server build's English catalogues", () => {
  it('imports every catalogue statically, as one chunk, each loader still answering its module', () => {
    const out = oneCatalogueChunk(source, indexFile);
    expect(out).not.toMatch(/import\(/);
    const specifiers = [...out.matchAll(/^import \* as catalogue\d+ from '(\.\/[a-z0-9-]+)';$/gm)].map((m) => m[1]);
    expect(specifiers.sort()).toEqual(
      Object.keys(english)
        .map((file) => `./${file}`)
        .sort(),
    );
    expect(out.match(/async \(\) => catalogue\d+/g)).toHaveLength(Object.keys(english).length);
  });

  it('leaves every other file as it is', () => {
    expect(oneCatalogueChunk(source, path.join(root, 'src/shared/movies.ts'))).toBe(source);
  });

  it('stops the build when the catalogues are no longer listed as one dynamic import each', () => {
    expect(() => oneCatalogueChunk('export const english = { a: () => import(`./a`) };', indexFile)).toThrow(/update scripts\/build-server.mjs/);
  });
});
