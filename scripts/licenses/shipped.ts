/**
 * What ships: the npm packages whose code is in the built server (esbuild's own list of the
 * bundle's inputs) and client (the source maps of dist/client), the packages the image copies beside the server
 * (scripts/container/runtime-modules.mjs), and the data files scripts/licenses/shipped-data.json lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverBuildOptions } from '../build-server.mjs';
import { runtimePackageDirs } from '../container/runtime-modules.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

function mapsUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.map')).map((f) => path.join(dir, f));
}

/**
 * The installed package a bundled file came from: node_modules/x/y/z.js → node_modules/x. A
 * package's own source map may name a dependency it bundled at a path that is not installed (e.g.
 * …/node_modules/glob/node_modules/@isaacs/x/src/i.ts): then the same name at the top level, or
 * else the package that bundled it.
 */
function packageDir(file: string): string | null {
  const dirs = [...file.matchAll(/[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+(?=[\\/])/g)].map((m) => file.slice(0, m.index + m[0].length));
  if (!dirs.length) return null;
  const deepest = dirs[dirs.length - 1];
  const topLevel = path.join(root, 'node_modules', deepest.slice(deepest.lastIndexOf('node_modules') + 'node_modules/'.length));
  const candidates = [deepest, topLevel, ...dirs.slice(0, -1).reverse()];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'package.json'))) ?? deepest;
}

export type Where = 'client' | 'server' | 'image';

/** Package folder (relative to the root) → where it ships. Throws when dist/client has no source maps. */
export async function shippedPackages(): Promise<Map<string, Set<Where>>> {
  const found = new Map<string, Set<Where>>();
  const add = (dir: string, where: Where) => {
    const rel = path.relative(root, dir);
    if (!found.has(rel)) found.set(rel, new Set());
    found.get(rel)!.add(where);
  };
  const server = await build({ ...serverBuildOptions(), write: false, metafile: true, sourcemap: false });
  for (const input of Object.keys(server.metafile!.inputs)) {
    const dir = packageDir(path.resolve(root, input));
    if (dir) add(dir, 'server');
  }
  const maps = mapsUnder(path.join(root, 'dist/client'));
  if (!maps.length) throw new Error('dist/client has no source maps: run npm run build first');
  for (const map of maps) {
    const { sources, sourceRoot } = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[]; sourceRoot?: string };
    for (const source of sources) {
      const dir = packageDir(path.resolve(path.dirname(map), sourceRoot ?? '', source));
      if (dir) add(dir, 'client');
    }
  }
  for (const dir of runtimePackageDirs()) add(path.join(root, dir), 'image');
  return found;
}

/** `*` within a folder, `**` across folders. */
const globRegex = (glob: string) =>
  new RegExp(
    `^${glob
      .split('**')
      .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
      .join('.*')
      .replace(/\.\*\//g, '(.*/)?')}$`,
  );

export interface DataEntry {
  files: string[];
  what: string;
  source: string;
  license: string;
}

export interface DataManifest {
  shipped: string[];
  notShipped: string[];
  entries: DataEntry[];
  reviewedPackages: Record<string, { license: string; why: string }>;
}

/** Every tracked file the manifest's `shipped` globs match (less `notShipped`), with the entry that covers it, if any. */
export function shippedData(manifest: DataManifest, files: string[]): { file: string; entry: DataEntry | undefined }[] {
  const matches = (globs: string[], file: string) => globs.some((g) => globRegex(g).test(file));
  return files
    .filter((f) => matches(manifest.shipped, f) && !matches(manifest.notShipped, f))
    .map((file) => ({ file, entry: manifest.entries.find((e) => matches(e.files, file)) }));
}
