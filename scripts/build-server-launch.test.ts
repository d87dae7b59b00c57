import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launcherBuildOptions } from './build-server.mjs';

/**
 * The built server's launcher (dist/server/main.js, src/server/launch) on a stand-in bundle: a
 * CommonJS server.cjs answering HTTP, so the test needs no build of the whole server.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'launcher-test-'));
const tmp = path.join(dir, 'tmp'); // the launcher's os.tmpdir(): its cache folder goes here
const cacheFiles = () => {
  const folder = fs.readdirSync(tmp).find((f) => f.startsWith('defterimiz-code-cache'));
  return folder ? fs.readdirSync(path.join(tmp, folder)).filter((f) => f.startsWith('server-')) : [];
};
const bundle = `
if (process.env.FAIL_START) setImmediate(() => { console.error('a bad setting'); process.exit(1); }); else {
const http = require('node:http');
const server = http.createServer((req, res) => res.end(JSON.stringify({ path: req.url, file: __filename })));
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
`;

async function start(
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; get: (p: string) => Promise<{ path: string; file: string }>; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, [...nodeArgs, path.join(dir, 'main.js')], {
    env: { ...process.env, TMPDIR: tmp },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const port = await new Promise<string>((resolve) => child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  return { child, exited, get: async (p) => (await fetch(`http://127.0.0.1:${port}${p}`)).json() as Promise<{ path: string; file: string }> };
}

beforeAll(async () => {
  fs.mkdirSync(tmp);
  await build({ ...launcherBuildOptions(), outdir: dir, logLevel: 'error' });
  fs.writeFileSync(path.join(dir, 'server.cjs'), bundle);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the built server's launcher", () => {
  it('runs the bundle as CommonJS, writes its code cache once the first answer is sent, and runs from it next time', async () => {
    const first = await start();
    expect(await first.get('/api/health')).toEqual({ path: '/api/health', file: path.join(dir, 'server.cjs') });
    await first.get('/api/movies');
    // Written about a second after the last answer, while the server keeps running.
    await expect.poll(cacheFiles, { timeout: 10_000 }).toHaveLength(1);
    first.child.kill('SIGTERM');
    await first.exited;

    // Read and accepted, not written again: the same file (a new one would be renamed over it).
    const inode = () => fs.statSync(path.join(tmp, `defterimiz-code-cache-${process.getuid?.() ?? ''}`.replace(/-$/, ''), cacheFiles()[0]!)).ino;
    const written = inode();
    const second = await start();
    expect(await second.get('/api/movies')).toMatchObject({ path: '/api/movies' });
    second.child.kill('SIGTERM');
    await second.exited;
    expect(inode()).toBe(written);
  }, 30_000);

  it('writes the cache when the server stops before any answer but health checks', async () => {
    for (const folder of fs.readdirSync(tmp)) fs.rmSync(path.join(tmp, folder), { recursive: true });
    const server = await start();
    await server.get('/api/health');
    server.child.kill('SIGTERM');
    await server.exited;
    expect(cacheFiles()).toHaveLength(1);
  }, 30_000);

  it("leaves the bundle to Node's own loader when stack traces are to be mapped (--enable-source-maps), without a cache", async () => {
    for (const folder of fs.readdirSync(tmp)) fs.rmSync(path.join(tmp, folder), { recursive: true });
    const server = await start(['--enable-source-maps']);
    expect(await server.get('/api/movies')).toMatchObject({ path: '/api/movies' });
    server.child.kill('SIGTERM');
    await server.exited;
    expect(cacheFiles()).toEqual([]);
  }, 30_000);

  it('writes no cache for a start that fails (it would hold only what ran before the failure)', () => {
    for (const folder of fs.readdirSync(tmp)) fs.rmSync(path.join(tmp, folder), { recursive: true });
    const failed = spawnSync(process.execPath, [path.join(dir, 'main.js')], { env: { ...process.env, TMPDIR: tmp, FAIL_START: '1' }, encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(cacheFiles()).toEqual([]);
  });
});
