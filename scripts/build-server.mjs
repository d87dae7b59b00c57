/**
 * Builds the server ahead of time: src/server/main.ts, everything it imports from src/ and the
 * pure-JavaScript packages, as one CommonJS bundle (dist/server/server.cjs; packages with native
 * addons or WASM stay in node_modules), started by a small launcher (dist/server/main.js) that
 * compiles it through V8's code cache (src/server/launch; decision 029, amended 2026-11-27 (4)).
 * `npm start` then runs plain JavaScript instead of compiling TypeScript and resolving hundreds of
 * package files at every start. Plain JS itself, so it needs no tsx.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { patchPackages } from './build-server-patches.mjs';

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
      const contents = oneCatalogueChunk(asciiOnly(await fs.promises.readFile(args.path, 'utf8'), args.path), args.path);
      if (!contents.includes('import.meta.url')) return { contents, loader: 'ts' };
      const relative = path.relative(serverDir, args.path).split(path.sep).join('/');
      return { contents: contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

/**
 * The page loads each English catalogue with its words file (src/shared/en/index.ts: one dynamic
 * import each); the server loads all of them at start (platform/language.ts). As ~40 modules of
 * their own that was ~45 ms of CPU in Node's module loader at every start (decision 029, amended
 * 2026-11-27 (3)); imported statically here, they are one chunk, loaded at the same moment.
 */
export function oneCatalogueChunk(contents, file) {
  if (!/[\\/]src[\\/]shared[\\/]en[\\/]index\.ts$/.test(file)) return contents;
  const imports = [];
  const out = contents.replace(/\(\) => import\('(\.\/[a-z0-9-]+)'\)/g, (_, specifier) => {
    imports.push(`import * as catalogue${imports.length} from '${specifier}';`);
    return `async () => catalogue${imports.length - 1}`;
  });
  if (imports.length === 0 || /import\(/.test(out))
    throw new Error(`${file}: its catalogues are no longer \`() => import('./file')\` each; update scripts/build-server.mjs`);
  return `${imports.join('\n')}\n${out}`;
}

/**
 * V8 keeps every loaded module's source text for as long as the server runs, and one character
 * past Latin-1 anywhere in a chunk (a 'ş' in a comment, an 'ı' in a regular expression) makes it
 * keep that whole chunk at two bytes a character (decision 029). esbuild escapes strings but not
 * regular expressions, and keeps comments unless minifying whitespace: so the sources' characters
 * past ASCII become \u escapes, which mean the same in strings, template literals and regular
 * expressions (only a template's raw text would differ; the server reads none).
 */
function asciiOnly(contents, file) {
  return contents.replace(/[\u0080-\uffff]/g, (char, at) => {
    // `\ı` would become `\\u0131`: a backslash, then the letters.
    if (contents[at - 1] === '\\')
      throw new Error(`${file}: an escaped non-ASCII character; write it as \\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** Names the chunks still holding characters past Latin-1 (a dependency's regular expression, say). */
function reportNonAscii() {
  const left = fs.readdirSync(serverDir).filter((f) => /\.c?js$/.test(f) && /[\u0100-\uffff]/.test(fs.readFileSync(path.join(serverDir, f), 'utf8')));
  if (left.length) console.warn(`Server chunks with characters past Latin-1 (kept at two bytes a character in memory): ${left.join(', ')}`);
}

/** Left out of the bundle: scripts/container/runtime-modules.mjs copies exactly these (and their dependencies) into the image. */
export const BUNDLE_EXTERNAL = ['sharp', '@node-rs/argon2', '@electric-sql/pglite', '@aws-sdk/*', 'pg', 'pg-native', 'pino', 'thread-stream'];

export async function buildServer() {
  // Chunks of an earlier build would pile up beside the new ones.
  fs.rmSync(serverDir, { recursive: true, force: true });
  await build(serverBuildOptions());
  await build(launcherBuildOptions());
  noDynamicImports();
  reportNonAscii();
}

/**
 * A script read from V8's code cache cannot run `import()` (src/server/launch/code-cache.ts); the
 * bundle loads the packages left out of it with `require` (`supported` below). One left would fail
 * only when reached, so it stops the build.
 */
function noDynamicImports() {
  for (const file of ['server.cjs', 'cli.cjs']) {
    const at = fs.readFileSync(path.join(serverDir, file), 'utf8').search(/\bimport\(/);
    if (at >= 0) throw new Error(`dist/server/${file} calls import() at ${at}: it would fail when run from the code cache`);
  }
}

/**
 * What the launchers and the bundles are built with alike: for Node 20, into dist/server, without
 * comments and indentation (the sources V8 keeps are a third smaller; stack traces keep every
 * function's name, the source maps beside the bundles give lines and columns).
 */
const forNode = { outdir: serverDir, bundle: true, platform: 'node', target: 'node20', minifyWhitespace: true, logLevel: 'warning' };

/** dist/server/main.js and cli.js: ES modules running the bundles (main.js through the code cache). */
export function launcherBuildOptions() {
  return {
    ...forNode,
    entryPoints: { main: path.join(root, 'src/server/launch/main.ts'), cli: path.join(root, 'src/server/launch/cli.ts') },
    format: 'esm',
  };
}

/** Also read by `npm run licenses` (scripts/licenses/shipped.ts), to know exactly which packages the bundle holds. */
export function serverBuildOptions() {
  return {
    // The command line too (dist/server/cli.js), for installs without the sources' tools (the image).
    ...forNode,
    entryPoints: { server: path.join(root, 'src/server/main.ts'), cli: path.join(root, 'src/server/cli/main.ts') },
    // One script each: V8's code cache is made per script (src/server/launch/code-cache.ts). Modules
    // loaded on first use (web-push, the ZIP and calendar libraries…) stay functions that run then.
    // Both sit in dist/server, so the source-relative URLs above hold.
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    // `import()` of the packages left out becomes `require` (a cached script cannot import()).
    supported: { 'dynamic-import': false },
    define: { 'import.meta.url': '__importMetaUrl' },
    // Packages are bundled too (resolving and loading hundreds of small modules was ~300 ms of
    // every start), except those that find files of their own at run time (native addons, WASM)
    // or load late anyway.
    external: BUNDLE_EXTERNAL,
    // yazl's CRC-32 on Node's native one (src/server/features/transfer/crc32.ts says why).
    alias: { 'buffer-crc32': path.join(root, 'src/server/features/transfer/crc32.ts') },
    banner: { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    sourcemap: true,
    plugins: [keepSourceUrls, patchPackages],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
