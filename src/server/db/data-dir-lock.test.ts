import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, processIdentity } from './data-dir-lock';

/**
 * The lock file must never keep a server from starting after a crash (SIGKILL, a power cut), even
 * when the pid it names now belongs to another live process, and must still keep a second process
 * out while the holder runs.
 */
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-lock-'));
  dirs.push(dir);
  return dir;
}

const lockFile = (dir: string) => path.join(dir, 'defterimiz.lock');

/** Another process that takes the lock the way the server does, says so, then waits. */
async function holderProcess(dir: string) {
  const script = `import { acquireDataDirLock } from ${JSON.stringify(path.resolve('src/server/db/data-dir-lock.ts'))};
acquireDataDirLock(${JSON.stringify(dir)}, { pid: process.pid, role: 'server', port: 3000 });
console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe('data-directory lock', () => {
  it('keeps a second process out while the holder is alive', async () => {
    const dir = dataDir();
    const holder = await holderProcess(dir);
    expect(() => acquireDataDirLock(dir, { pid: process.pid, role: 'cli' })).toThrow(DataDirBusyError);
    expect(() => acquireDataDirLock(dir, { pid: process.pid, role: 'cli' })).toThrow(`pid ${holder.pid}`);
  });

  it('lets the next start in right after the holder was killed with SIGKILL', async () => {
    const dir = dataDir();
    const holder = await holderProcess(dir);
    holder.kill('SIGKILL');
    await new Promise((r) => holder.once('exit', r));
    expect(fs.existsSync(lockFile(dir))).toBe(true); // a crash leaves the file behind
    const release = acquireDataDirLock(dir, { pid: process.pid, role: 'server' });
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('is not blocked by a lock file naming a live, unrelated process (a reused pid)', async () => {
    const dir = dataDir();
    const unrelated = spawn('sleep', ['60'], { stdio: 'ignore' });
    children.push(unrelated);
    await new Promise((r) => unrelated.once('spawn', r));
    // What a crashed server left: its pid, now taken by `sleep`, and the start time it had.
    const crashed = { pid: unrelated.pid, role: 'server', port: 3000, identity: `${processIdentity(process.pid)!.split(':')[0]}:1` };
    fs.writeFileSync(lockFile(dir), JSON.stringify(crashed));
    const release = acquireDataDirLock(dir, { pid: process.pid, role: 'server' });
    release();
  });

  it('is not blocked by an older lock file (no start time) naming a live process that is not Node', async () => {
    const dir = dataDir();
    const unrelated = spawn('sleep', ['60'], { stdio: 'ignore' });
    children.push(unrelated);
    await new Promise((r) => unrelated.once('spawn', r));
    fs.writeFileSync(lockFile(dir), JSON.stringify({ pid: unrelated.pid, role: 'server' }));
    acquireDataDirLock(dir, { pid: process.pid, role: 'server' })();
  });

  it('records who holds it: pid and the process start time', () => {
    const dir = dataDir();
    const release = acquireDataDirLock(dir, { pid: process.pid, role: 'server', port: 3000 });
    const info = JSON.parse(fs.readFileSync(lockFile(dir), 'utf8'));
    expect(info).toMatchObject({ pid: process.pid, role: 'server', port: 3000 });
    expect(info.identity).toMatch(/^[0-9a-f-]{36}:\d+$/);
    release();
  });
});
