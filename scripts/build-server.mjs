/**
 * Builds the server ahead of time: src/server/main.ts, everything it imports from src/ and the
 * pure-JavaScript packages, as ES modules in dist/server (packages with native addons or WASM stay
 * in node_modules). `npm start` then runs plain JavaScript instead of compiling TypeScript and
 * resolving hundreds of package files at every start. Plain JS itself, so it needs no tsx.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'dist/server');

/**
 * A few modules find files beside their source (migrations, the offline catalogue):
 * `import.meta.url` in them is rewritten to the source file's URL, relative to the bundle.
 */
const keepSourceUrls = {
  name: 'keep-source-urls',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const contents = await fs.promises.readFile(args.path, 'utf8');
      if (!contents.includes('import.meta.url')) return { contents, loader: 'ts' };
      const relative = path.relative(serverDir, args.path).split(path.sep).join('/');
      return { contents: contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

/** Left out of the bundle: scripts/container/runtime-modules.mjs copies exactly these (and their dependencies) into the image. */
export const BUNDLE_EXTERNAL = ['sharp', '@node-rs/argon2', '@electric-sql/pglite', '@aws-sdk/*', 'pg', 'pg-native', 'pino', 'thread-stream'];

export async function buildServer() {
  // Chunks of an earlier build would pile up beside the new ones.
  fs.rmSync(serverDir, { recursive: true, force: true });
  await build(serverBuildOptions());
}

/** Also read by `npm run licenses` (scripts/licenses/shipped.ts), to know exactly which packages the bundle holds. */
export function serverBuildOptions() {
  return {
    // The command line too (dist/server/cli.js), for installs without the sources' tools (the image).
    entryPoints: { main: path.join(root, 'src/server/main.ts'), cli: path.join(root, 'src/server/cli/main.ts') },
    outdir: serverDir,
    // main.js opens the database while the app's chunk (imported dynamically) loads. Chunks sit
    // beside main.js, so the source-relative URLs above hold for every chunk.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages are bundled too (resolving and loading hundreds of small modules was ~300 ms of
    // every start), except those that find files of their own at run time (native addons, WASM)
    // or load late anyway.
    external: BUNDLE_EXTERNAL,
    // yazl's CRC-32 on Node's native one (src/server/features/transfer/crc32.ts says why).
    alias: { 'buffer-crc32': path.join(root, 'src/server/features/transfer/crc32.ts') },
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: true,
    logLevel: 'warning',
    plugins: [keepSourceUrls],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
