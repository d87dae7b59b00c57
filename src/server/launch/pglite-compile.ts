import Module, { createRequire } from 'node:module';
import path from 'node:path';
import type { CodeCache } from './code-cache';

interface CompilingModule {
  exports: unknown;
  _compile(content: string, filename: string): unknown;
}

/**
 * PGlite's JavaScript (its CommonJS build, ~520 KB, required by the bundle) compiled through the
 * same cache. Its `import("fs")`-style loads of Node's own modules are the one thing a script read
 * from a cache cannot do (code-cache.ts): each becomes a promise of the module with its `default`,
 * as `import()` answers for Node's modules. A build of it with any other `import(` is compiled by
 * Node as before.
 */
export function cachePgliteThrough(cache: CodeCache, bundle: string) {
  let pgliteFile: string;
  try {
    pgliteFile = createRequire(bundle).resolve('@electric-sql/pglite');
  } catch {
    return;
  }
  const prototype = Module.prototype as unknown as CompilingModule;
  const compile = prototype._compile;
  prototype._compile = function (this: CompilingModule, content: string, filename: string) {
    if (filename !== pgliteFile) return compile.call(this, content, filename);
    prototype._compile = compile;
    const source = withoutDynamicImports(content);
    if (source === null) return compile.call(this, content, filename);
    const require = createRequire(filename);
    const importBuiltin = (id: string) => Promise.resolve().then(() => builtinNamespace(require(id)));
    const run = cache.compile('pglite', filename, source, ['exports', 'require', 'module', '__filename', '__dirname', '__importBuiltin']);
    return run.call(this.exports, this.exports, require, this, filename, path.dirname(filename), importBuiltin);
  };
}

/** `import("zlib")` → `__importBuiltin("zlib")`, for Node's modules only; null if any other `import(` is left. */
export function withoutDynamicImports(content: string): string | null {
  const out = content.replace(/\bimport\(("(?:node:)?[a-z_/]+")\)/g, (call, id: string) =>
    Module.isBuiltin(JSON.parse(id) as string) ? `__importBuiltin(${id})` : call,
  );
  return /\bimport\(/.test(out) ? null : out;
}

/** What `import()` of a Node module answers: its exports by name, and all of them as `default`. */
export function builtinNamespace(exports: object): object {
  return Object.freeze(Object.assign(Object.create(null), exports, { default: exports }));
}
