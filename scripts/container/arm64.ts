/**
 * `npm run test:arm64`: the release workflow's arm64 image, built and started here under QEMU so
 * that the workflow is not a guess. The unchanged Dockerfile is built for linux/arm64 on an arm64
 * `debian:trixie-slim` made with debootstrap (two stages, the second under qemu-aarch64), in a
 * podman store of its own; then the container must answer /api/health, serve /login, make a space
 * (argon2), and resize a picture with sharp, all as aarch64. Slow (tens of minutes): not in `npm test`.
 * docs/releasing.md has the time of the last run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildImage, CACHE_DIR, debianMirror, freePort, podman, podmanOk, RUN_OPTIONS, sh, type Store, waitUntil } from './podman';

const root = path.resolve(import.meta.dirname, '../..');
const BASE = 'docker.io/library/debian:trixie-slim';
const TAG = 'localhost/defterimiz:arm64-check';
const dir = path.join(CACHE_DIR, 'arm64');
const store: Store = { root: path.join(dir, 'storage'), runroot: path.join(dir, 'run') };
const name = `defterimiz-arm64-${process.pid}`;
const timings: Record<string, number> = {};
const step = (what: string) => console.log(`[arm64] ${new Date().toISOString().slice(11, 19)} ${what}`);

function timed<T>(key: string, fn: () => T): T {
  const started = Date.now();
  const result = fn();
  timings[key] = Math.round((Date.now() - started) / 1000);
  return result;
}

/** The kernel runs aarch64 binaries through qemu-aarch64-static (F: the interpreter is opened once, so it works inside chroots and containers). */
function ensureEmulation() {
  const entry = '/proc/sys/fs/binfmt_misc/qemu-aarch64';
  if (!fs.existsSync('/proc/sys/fs/binfmt_misc/status')) {
    const m = sh('mount', ['-t', 'binfmt_misc', 'binfmt_misc', '/proc/sys/fs/binfmt_misc']);
    if (m.code !== 0) throw new Error(`binfmt_misc cannot be mounted: ${m.stderr}`);
  }
  if (!fs.existsSync(entry)) {
    const r = sh('update-binfmts', ['--enable', 'qemu-aarch64']);
    if (r.code !== 0) throw new Error(`qemu-aarch64 not registered (apt-get install qemu-user-static binfmt-support): ${r.stderr}`);
  }
  const text = fs.readFileSync(entry, 'utf8');
  if (!/^enabled/m.test(text) || !/^flags:.*F/m.test(text)) throw new Error(`qemu-aarch64 is registered without the F flag:\n${text}`);
}

/** An arm64 debian:trixie-slim: debootstrap's first stage here, its second stage under qemu. */
function ensureArm64Base() {
  if (podman(['image', 'exists', BASE], {}, store).code === 0) return;
  const rootfs = path.join(dir, 'rootfs');
  if (!fs.existsSync(path.join(rootfs, 'etc/debian_version')) || fs.existsSync(path.join(rootfs, 'debootstrap'))) {
    const tmp = `${rootfs}.tmp`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    step('debootstrap, first stage (arm64, foreign)');
    let r = sh('debootstrap', ['--arch=arm64', '--variant=minbase', '--foreign', 'trixie', tmp, debianMirror()]);
    if (r.code !== 0) throw new Error(`debootstrap failed:\n${r.stderr.slice(-4000)}${r.stdout.slice(-2000)}`);
    step('debootstrap, second stage (under qemu-aarch64)');
    r = sh('chroot', [tmp, '/debootstrap/debootstrap', '--second-stage']);
    if (r.code !== 0) throw new Error(`second stage failed:\n${r.stderr.slice(-4000)}${r.stdout.slice(-2000)}`);
    fs.rmSync(rootfs, { recursive: true, force: true });
    fs.renameSync(tmp, rootfs);
  }
  const arch = sh('chroot', [rootfs, 'uname', '-m']).stdout.trim();
  if (arch !== 'aarch64') throw new Error(`the arm64 base runs as ${arch}`);
  for (const cache of ['var/cache/apt/archives', 'var/lib/apt/lists']) {
    for (const entry of fs.readdirSync(path.join(rootfs, cache))) {
      if (entry !== 'partial' && entry !== 'lock') fs.rmSync(path.join(rootfs, cache, entry), { recursive: true, force: true });
    }
  }
  const flags = `--root '${store!.root}' --runroot '${store!.runroot}'`;
  const r = sh('sh', ['-c', `tar -C '${rootfs}' -c . | podman ${flags} import --os linux --arch arm64 - ${BASE}`]);
  if (r.code !== 0) throw new Error(`podman import failed:\n${r.stderr}`);
}

async function checkContainer() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  podman(['rm', '-f', name], {}, store);
  podmanOk(['run', '-d', '--name', name, ...RUN_OPTIONS, '-e', `PORT=${port}`, '-e', 'HOST=127.0.0.1', '-e', 'REMINDER_INTERVAL_MINUTES=0', TAG], {}, store);
  try {
    const exec = (args: string[]) => podmanOk(['exec', name, ...args], {}, store);
    const arch = exec(['uname', '-m']);
    if (arch !== 'aarch64') throw new Error(`the container runs as ${arch}`);
    const imageArch = podmanOk(['image', 'inspect', TAG, '--format', '{{.Architecture}}'], {}, store);
    if (imageArch !== 'arm64') throw new Error(`the image says it is ${imageArch}`);
    timings.healthySeconds = Math.round(await waitUntil('/api/health', 600, async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok === true));
    const health = await (await fetch(`${base}/api/health`)).json();
    const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
    if (health.status !== 'ok' || health.database !== 'pglite' || health.version !== version) throw new Error(`health: ${JSON.stringify(health)}`);
    const login = await fetch(`${base}/login`);
    if (login.status !== 200 || !(await login.text()).includes('<div id="root">')) throw new Error(`/login answered ${login.status}`);
    // argon2 (the owner's password) and PGlite (the space) through the real setup.
    const setup = await fetch(`${base}/api/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ayşe', email: 'ayse@example.com', password: 'arm64-sifresi-1', togetherSince: '2020-02-14' }),
    });
    if (setup.status !== 201) throw new Error(`setup answered ${setup.status}: ${await setup.text()}`);
    const signIn = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ayse@example.com', password: 'arm64-sifresi-1' }) });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
    // sharp's arm64 build: photos are resized with it.
    const sharp = exec(['node', '-e', "require('sharp')({create:{width:64,height:48,channels:3,background:'#c96'}}).resize(32).webp().toBuffer({resolveWithObject:true}).then(({info})=>console.log(info.format+' '+info.width+'x'+info.height))"]);
    if (sharp !== 'webp 32x24') throw new Error(`sharp: ${sharp}`);
    step(`container: ${arch}, health ${JSON.stringify(health)}, /login served, setup and sign-in done, sharp ${sharp}`);
  } catch (error) {
    console.error(podman(['logs', '--tail', '40', name], {}, store).stdout);
    throw error;
  } finally {
    podman(['rm', '-f', '-t', '0', name], {}, store);
  }
}

const started = Date.now();
ensureEmulation();
step('emulation ready');
// `npm run test:arm64 -- --check-only`: the checks on the image the last run built (the build takes an hour here).
if (!process.argv.includes('--check-only')) {
  timed('baseSeconds', ensureArm64Base);
  step(`arm64 base ready (${timings.baseSeconds} s); building the Dockerfile for linux/arm64`);
  timings.buildSeconds = Math.round(buildImage(root, TAG, { platform: 'linux/arm64', store }));
  step(`built (${timings.buildSeconds} s); starting it`);
}
await checkContainer();
timings.totalSeconds = Math.round((Date.now() - started) / 1000);
console.log(`[arm64] passed ${JSON.stringify(timings)}`);
