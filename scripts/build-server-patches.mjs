/**
 * Small rewrites of bundled packages' sources that keep the built server's start light
 * (decision 029, amended 2026-11-27). Each one leaves the package's behaviour as it was and only
 * defers loading one of Node's own modules to the moment it is really needed. A patch whose text
 * is no longer in the package (an upgrade changed it) stops the build, so none goes stale unseen.
 * The tests (build-server-patches.test.ts) run each patched function against the real globals.
 */

import fs from 'node:fs';

/** @type {{ file: RegExp, why: string, replace?: [string, string][], transform?: (contents: string) => string }[]} */
export const PATCHES = [
  {
    // Node loads its fetch implementation (undici: ~55 ms of CPU and ~13 MiB resident) the first
    // time anything reads the global `Response` or `ReadableStream`. @fastify/compress asks
    // `payload instanceof Response` of every answer, so the first /api/health loaded it. Only an
    // object with a Response's or a web stream's methods is asked now; the server sends neither.
    file: /[\\/]@fastify[\\/]compress[\\/]lib[\\/]utils\.js$/,
    why: 'the fetch globals loaded on the first answer',
    replace: [
      ['return obj instanceof ReadableStream', "return typeof obj?.getReader === 'function' && obj instanceof ReadableStream"],
      ['return obj instanceof Response', "return typeof obj?.arrayBuffer === 'function' && typeof obj.headers === 'object' && obj instanceof Response"],
    ],
  },
  {
    // Fastify's server module loads https (with tls) and http2 at once, for servers that use them;
    // this one listens on plain http (TLS ends at the proxy): ~17 ms and ~3 MiB at every start.
    file: /[\\/]fastify[\\/]lib[\\/]server\.js$/,
    why: 'https and http2 loaded for a plain http server',
    replace: [
      ["const https = require('node:https')", "const https = { createServer: (...args) => require('node:https').createServer(...args) }"],
      [
        "const http2 = require('node:http2')",
        "const http2 = { createServer: (...args) => require('node:http2').createServer(...args), createSecureServer: (...args) => require('node:http2').createSecureServer(...args) }",
      ],
    ],
  },
  {
    // Fastify builds its JSON-schema validator (ajv, ajv-formats, fast-uri) and serializer
    // (fast-json-stringify) factories when the server is made, loading and running ~500 KB of their
    // modules; it calls them only for a route declaring a body, query, params, headers or response
    // schema, and none of this server's does (zod checks input in the handlers). They load on that
    // first call now, as the same factories.
    file: /[\\/]fastify[\\/]lib[\\/]schema-controller\.js$/,
    why: 'the JSON-schema compilers built for a server declaring no schema',
    replace: [
      [
        "const ValidatorSelector = require('@fastify/ajv-compiler')\n    compilersFactory.buildValidator = ValidatorSelector()",
        "let built\n    compilersFactory.buildValidator = (...args) => (built ??= require('@fastify/ajv-compiler')())(...args)",
      ],
      [
        "const SerializerSelector = require('@fastify/fast-json-stringify-compiler')\n    compilersFactory.buildSerializer = SerializerSelector()",
        "let built\n    compilersFactory.buildSerializer = (...args) => (built ??= require('@fastify/fast-json-stringify-compiler')())(...args)",
      ],
    ],
  },
  {
    // @fastify/static lists a folder with glob (~400 KB of source, run at load) only to register a
    // route per file; with `wildcard: true` (app.ts) it never does.
    file: /[\\/]@fastify[\\/]static[\\/]index\.js$/,
    why: 'glob loaded for a wildcard static route',
    replace: [["const { glob } = require('glob')", "const glob = (...args) => require('glob').glob(...args)"]],
  },
  {
    // zod names ~40 languages' messages in one module (~300 KB of source, parsed and kept at every
    // start); the server uses those of the languages the app speaks (shared/validation.ts).
    file: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/,
    why: "zod's messages in languages the app does not speak",
    transform: (contents) => {
      const kept = contents.split('\n').filter((line) => !line.startsWith('export ') || appLanguages().some((code) => line.includes(`"./${code}.js"`)));
      if (kept.filter((line) => line.startsWith('export ')).length !== appLanguages().length) throw new Error('a language of the app has no zod locale');
      return kept.join('\n');
    },
  },
];

/** The codes in src/shared/i18n/languages.ts's LANGUAGES. */
function appLanguages() {
  const source = fs.readFileSync(new URL('../src/shared/i18n/languages.ts', import.meta.url), 'utf8');
  const list = /export const LANGUAGES = \[([^\]]*)\]/.exec(source);
  if (!list) throw new Error('LANGUAGES not found in src/shared/i18n/languages.ts');
  return [...list[1].matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);
}

/** The patched text of `file`, or undefined when no patch is for it. Throws when a patch no longer applies. */
export function patchSource(file, contents) {
  const patch = PATCHES.find((p) => p.file.test(file));
  if (!patch) return undefined;
  let out = contents;
  if (patch.transform) return patch.transform(contents);
  for (const [from, to] of patch.replace) {
    if (!out.includes(from)) throw new Error(`${file}: "${from}" is gone (${patch.why}); update scripts/build-server-patches.mjs`);
    out = out.replace(from, to);
  }
  return out;
}

/** The esbuild plugin applying PATCHES. */
export const patchPackages = {
  name: 'patch-packages',
  setup(b) {
    for (const patch of PATCHES) {
      b.onLoad({ filter: patch.file }, async (args) => {
        return { contents: patchSource(args.path, await fs.promises.readFile(args.path, 'utf8')), loader: 'js' };
      });
    }
  },
};
