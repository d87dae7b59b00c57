/**
 * LIGHTHOUSE_PROXY=caddy (scripts/lighthouse.ts): the pages measured as a couple reaches them in the
 * setup docs/self-hosting.md recommends, behind Caddy over https — and so over HTTP/2, where every
 * chunk of a page shares one connection instead of queueing for plain HTTP/1.1's six. Caddy serves
 * a certificate of its own local authority (`tls internal`, not installed anywhere: Chromium is
 * told to accept it) for the app and for the stand-in tile server, so the map's tiles are not mixed
 * content. Nothing leaves the machine; Caddy's state lives in a temporary folder.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Proxy {
  /** https address of the app through Caddy. */
  appUrl: string;
  /** https address of the tile stand-in through Caddy. */
  tileBase: string;
  stop: () => void;
}

async function listening(port: number, deadline: number): Promise<void> {
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true)).on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`Caddy did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Caddy in front of the app (appPort) and the tiles (tilePort), on the two ports given. */
export async function startCaddy(ports: { app: number; tiles: number; appVia: number; tilesVia: number }): Promise<Proxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-lighthouse-caddy-'));
  const caddyfile = [
    `{\n\tadmin off\n\tskip_install_trust\n\tauto_https disable_redirects\n\tstorage file_system ${dir}/data\n}`,
    `https://127.0.0.1:${ports.appVia} {\n\ttls internal\n\treverse_proxy 127.0.0.1:${ports.app}\n}`,
    `https://127.0.0.1:${ports.tilesVia} {\n\ttls internal\n\treverse_proxy 127.0.0.1:${ports.tiles}\n}`,
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'Caddyfile'), `${caddyfile}\n`);
  const caddy = spawn('caddy', ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  caddy.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  try {
    await listening(ports.appVia, Date.now() + 15_000);
    await listening(ports.tilesVia, Date.now() + 15_000);
  } catch (error) {
    caddy.kill();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return {
    appUrl: `https://127.0.0.1:${ports.appVia}`,
    tileBase: `https://127.0.0.1:${ports.tilesVia}`,
    stop: () => {
      caddy.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
