import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patchSource } from './build-server-patches.mjs';

const root = path.resolve(import.meta.dirname, '..');
const source = (file: string) => path.join(root, 'node_modules', file);
const patched = (file: string) => patchSource(source(file), fs.readFileSync(source(file), 'utf8'))!;

/**
 * Runs the patched @fastify/compress utils in a fresh node (requiring its own dependencies from
 * where the package is) and reports what its checks answered and whether Node loaded its fetch
 * implementation (undici) while answering.
 */
function compressChecks(script: string): Record<string, unknown> {
  const utils = source('@fastify/compress/lib/utils.js');
  const program = `
    const { createRequire } = require('node:module');
    const module = { exports: {} };
    new Function('module', 'exports', 'require', ${JSON.stringify(patched('@fastify/compress/lib/utils.js'))})(module, module.exports, createRequire(${JSON.stringify(utils)}));
    const { isFetchResponse, isWebReadableStream } = module.exports;
    const undici = () => process.moduleLoadList.some((m) => m.includes('undici'));
    const out = {};
    ${script}
    console.log(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', program], { encoding: 'utf8' })) as Record<string, unknown>;
}

/**
 * Runs a patched CommonJS module of a package in a fresh node (requiring its own dependencies from
 * where the package is) as `patchedModule`, then `script`; reports `out` and which packages the
 * script's node had loaded.
 */
function runPatched(file: string, script: string): Record<string, unknown> {
  const program = `
    const { createRequire } = require('node:module');
    const module = { exports: {} };
    const req = createRequire(${JSON.stringify(source(file))});
    new Function('module', 'exports', 'require', ${JSON.stringify(patched(file))})(module, module.exports, req);
    const patchedModule = module.exports;
    const loaded = (name) => Object.keys(req.cache).some((f) => f.includes('/node_modules/' + name + '/'));
    const out = {};
    ${script}
    console.log(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', program], { encoding: 'utf8' })) as Record<string, unknown>;
}

describe("the server build's patches of packages", () => {
  it("@fastify/compress answers the server's payloads without loading Node's fetch", () => {
    const out = compressChecks(`
      const { Readable } = require('node:stream');
      out.answers = [Buffer.from('x'), 'x', Readable.from(['x']), null, undefined, { headers: {} }].map((p) => [isFetchResponse(p), isWebReadableStream(p)]);
      out.undiciLoaded = undici();`);
    expect(out.answers).toEqual(Array(6).fill([false, false]));
    expect(out.undiciLoaded).toBe(false);
  });

  it('@fastify/compress still recognises a fetch Response and a web stream', () => {
    const out = compressChecks(`
      out.response = isFetchResponse(new Response('x'));
      out.stream = isWebReadableStream(new ReadableStream());
      out.streamIsNoResponse = isFetchResponse(new ReadableStream());`);
    expect(out).toEqual({ response: true, stream: true, streamIsNoResponse: false });
  });

  it('fastify loads https and http2 only for a server that uses them', () => {
    const text = patched('fastify/lib/server.js');
    expect(text).not.toMatch(/^const (https|http2) = require\(/m);
    expect(text).toContain("require('node:https').createServer(");
    expect(text).toContain("require('node:http2').createSecureServer(");
  });

  it('fastify builds ajv and fast-json-stringify only for a route with a schema, and they still work', () => {
    const out = runPatched(
      'fastify/lib/schema-controller.js',
      `
      const controller = patchedModule.buildSchemaController();
      out.atStart = ['ajv', 'fast-json-stringify'].map(loaded);
      controller.setupValidator({ ajv: { customOptions: {}, plugins: [] } });
      const validate = controller.validatorCompiler({ schema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] }, method: 'POST', url: '/x', httpPart: 'body' });
      out.validates = [validate({ n: 1 }), validate({ n: 'x' })];
      controller.setupSerializer({ serializerOpts: {} });
      const serialize = controller.serializerCompiler({ schema: { type: 'object', properties: { n: { type: 'integer' } } }, method: 'GET', url: '/x', httpStatus: '200' });
      out.serialized = serialize({ n: 2, hidden: 'x' });
      out.afterwards = ['ajv', 'fast-json-stringify'].map(loaded);`,
    );
    expect(out).toEqual({ atStart: [false, false], validates: [true, false], serialized: '{"n":2}', afterwards: [true, true] });
  });

  it('@fastify/static loads glob only when it lists a folder', () => {
    const out = runPatched('@fastify/static/index.js', 'out.glob = loaded("glob");');
    expect(out).toEqual({ glob: false });
    expect(patched('@fastify/static/index.js')).toContain("require('glob').glob(...args)");
  });

  it("zod keeps the messages of the app's languages, and only those", () => {
    expect(patched('zod/v4/locales/index.js').trim().split('\n').sort()).toEqual([
      'export { default as en } from "./en.js";',
      'export { default as tr } from "./tr.js";',
    ]);
  });

  it('stops the build when a package no longer has the text a patch replaces', () => {
    expect(() => patchSource(source('fastify/lib/server.js'), '// an upgraded fastify')).toThrow(/is gone/);
  });
});
