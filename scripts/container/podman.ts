import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Podman as the container tests drive it. The options this sandbox needs live here and only here,
 * never in the Dockerfile or compose.yaml (docs: the toolchain guide): builds use chroot isolation
 * (crun's default fails with "cgroups in hybrid mode not supported"); runs use runc, cgroupfs, the
 * host network (no port mapping: PORT is passed instead) and explicit ulimits (raising a limit is
 * not permitted, so the defaults fail).
 */
export const BASE_IMAGE = 'docker.io/library/debian:trixie-slim';
/** The debootstrap'd base is cached outside the checkout: building it takes a minute or two. */
export const CACHE_DIR = process.env.CONTAINER_CACHE_DIR ?? '/var/tmp/defterimiz-container';
const GLOBAL = ['--runtime', 'runc', '--cgroup-manager', 'cgroupfs'];
export const RUN_OPTIONS = ['--network', 'host', '--ulimit', 'nofile=4096:4096', '--ulimit', 'nproc=4096:4096'];

export function sh(cmd: string, args: string[], options: SpawnSyncOptions = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  return { code: r.status ?? -1, stdout: String(r.stdout ?? ''), stderr: String(r.stderr ?? '') };
}

/**
 * Another architecture's images live in a store of their own (`--root`), so that its
 * `debian:trixie-slim` never replaces this machine's under the same name.
 */
export type Store = { root: string; runroot: string } | undefined;
const storeArgs = (store: Store) => (store ? ['--root', store.root, '--runroot', store.runroot] : []);

export function podman(args: string[], options: SpawnSyncOptions = {}, store?: Store) {
  return sh('podman', [...GLOBAL, ...storeArgs(store), ...args], options);
}

/** Like podman(), but a failure throws with podman's own words. */
export function podmanOk(args: string[], options: SpawnSyncOptions = {}, store?: Store) {
  const r = podman(args, options, store);
  if (r.code !== 0) throw new Error(`podman ${args.join(' ')} failed (${r.code}):\n${r.stderr.slice(-4000)}${r.stdout.slice(-2000)}`);
  return r.stdout.trim();
}

/** Debian's archive as apt on this machine uses it (debootstrap fetches the base from there). */
export function debianMirror() {
  const dir = '/etc/apt/sources.list.d';
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const uri = /^URIs:\s*(\S+\/debian)\s*$/m.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (uri) return uri[1];
  }
  const list = fs.existsSync('/etc/apt/sources.list') ? fs.readFileSync('/etc/apt/sources.list', 'utf8') : '';
  return /^deb\s+(\S+\/debian)\s/m.exec(list)?.[1] ?? 'http://deb.debian.org/debian';
}

/**
 * No registry is reachable here, so `debian:trixie-slim` is made locally: debootstrap minbase,
 * without apt's caches, imported under the name the Dockerfile uses.
 */
export function ensureBaseImage() {
  if (podman(['image', 'exists', BASE_IMAGE]).code === 0) return 'cached';
  const rootfs = path.join(CACHE_DIR, 'rootfs');
  if (!fs.existsSync(path.join(rootfs, 'etc/debian_version'))) {
    const tmp = `${rootfs}.tmp`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const r = sh('debootstrap', ['--variant=minbase', 'trixie', tmp, debianMirror()]);
    if (r.code !== 0) throw new Error(`debootstrap failed:\n${r.stderr.slice(-4000)}${r.stdout.slice(-2000)}`);
    fs.renameSync(tmp, rootfs);
  }
  for (const cache of ['var/cache/apt/archives', 'var/lib/apt/lists']) {
    for (const entry of fs.readdirSync(path.join(rootfs, cache))) {
      if (entry !== 'partial' && entry !== 'lock') fs.rmSync(path.join(rootfs, cache, entry), { recursive: true, force: true });
    }
  }
  const tar = sh('sh', ['-c', `tar -C '${rootfs}' -c . | podman import - ${BASE_IMAGE}`]);
  if (tar.code !== 0) throw new Error(`podman import failed:\n${tar.stderr}`);
  return 'built';
}

/**
 * Builds the repository's Dockerfile unchanged. The build's npm reaches the registry through
 * this machine's network; where that needs the host's certificate authorities (a TLS-inspecting
 * proxy), they are lent to the build's RUN steps as a mounted npmrc, not baked into the image.
 */
export function buildImage(root: string, tag: string, target: { platform?: string; store?: Store } = {}) {
  const mounts: string[] = [];
  const hostCa = '/etc/ssl/certs/ca-certificates.crt';
  if (fs.existsSync(hostCa)) {
    const dir = path.join(CACHE_DIR, 'build-ca');
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(hostCa, path.join(dir, 'ca.crt'));
    fs.writeFileSync(path.join(dir, 'npmrc'), 'cafile=/run/build-ca/ca.crt\n');
    mounts.push('-v', `${dir}:/run/build-ca:ro`, '-v', `${path.join(dir, 'npmrc')}:/root/.npmrc:ro`);
  }
  const started = Date.now();
  // --format docker keeps HEALTHCHECK and STOPSIGNAL (the OCI format has no field for them).
  const platform = target.platform ? ['--platform', target.platform] : [];
  const build = ['build', '--isolation=chroot', '--pull=never', '--format', 'docker', ...platform, ...mounts];
  podmanOk([...build, '-t', tag, root], { cwd: root }, target.store);
  const seconds = (Date.now() - started) / 1000;
  // Earlier runs' images would pile up (~2 GB each): the build stage is tagged too (all cached, so
  // its layers stay the next run's cache), and what no tag holds any more is removed.
  podmanOk([...build, '--target', 'build', '-t', `${tag}-build-stage`, root], { cwd: root }, target.store);
  podman(['image', 'prune', '-f'], {}, target.store);
  return seconds;
}

/** True when podman can run a container here (the base image must exist). */
export function podmanCanRun() {
  return podman(['run', '--rm', ...RUN_OPTIONS, BASE_IMAGE, 'true']).code === 0;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `check` returns true or the time is up; returns the seconds it took. */
export async function waitUntil(what: string, seconds: number, check: () => boolean | Promise<boolean>) {
  const started = Date.now();
  while (Date.now() - started < seconds * 1000) {
    if (await check()) return (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what}: not within ${seconds} s`);
}
