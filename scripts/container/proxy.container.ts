import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitUntil } from './podman';

/**
 * README "Behind a reverse proxy", run: nginx with the README's own server block (its address,
 * certificate and upstream swapped for local ones) in front of the app with TRUST_PROXY naming the
 * proxy's address (127.0.0.1, where nginx connects from), the form the README recommends.
 * The client connects from 127.0.0.2, so "the address nginx saw" differs from nginx's own.
 */
const root = path.resolve(import.meta.dirname, '../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const FORGED = '203.0.113.66';
const CLIENT_ADDRESS = '127.0.0.2';
const owner = { name: 'Deniz', email: 'deniz@example.com', password: 'vekil-sifresi-1', togetherSince: '2021-06-01' };

let dir = '';
let appPort = 0;
let proxyPort = 0;
let ca: Buffer;
let app: ChildProcess;
let nginx: ChildProcess;
let appLog = '';
let nginxLog = '';

/** The README's fenced block of this language (the first one). */
function readmeBlock(lang: string) {
  const block = new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(readme)?.[1];
  if (!block) throw new Error(`README.md has no \`\`\`${lang} block`);
  return block;
}

/** Swaps exactly the deployment-specific lines, and fails if the README no longer has them. */
function localNginxServer() {
  const swaps: [string | RegExp, string][] = [
    ['listen 443 ssl http2;', `listen 127.0.0.1:${proxyPort} ssl http2;`],
    [/ssl_certificate\s+\S+;/, `ssl_certificate ${dir}/cert.pem;`],
    [/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${dir}/key.pem;`],
  ];
  let block = readmeBlock('nginx');
  for (const [from, to] of swaps) {
    const next = block.replace(from, to);
    if (next === block) throw new Error(`the README's nginx block lost ${String(from)}`);
    block = next;
  }
  if (!block.includes('http://127.0.0.1:3000;')) throw new Error("the README's nginx block no longer proxies to 127.0.0.1:3000");
  return block.replaceAll('http://127.0.0.1:3000;', `http://127.0.0.1:${appPort};`);
}

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A request through the proxy over HTTPS, from CLIENT_ADDRESS, claiming to be FORGED. */
function viaProxy(method: string, url: string, options: { body?: unknown; cookie?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1', port: proxyPort, path: url, method, ca, localAddress: CLIENT_ADDRESS,
        headers: {
          'x-forwarded-for': FORGED,
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body ? JSON.stringify(options.body) : undefined);
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-proxy-'));
  fs.chmodSync(dir, 0o755);
  [appPort, proxyPort] = [await freePort(), await freePort()];
  const cert = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`,
  ], { encoding: 'utf8' });
  if (cert.status !== 0) throw new Error(cert.stderr);
  ca = fs.readFileSync(`${dir}/cert.pem`);

  app = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env, PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: `${dir}/data`, LOG_LEVEL: 'info',
      TRUST_PROXY: '127.0.0.1', PUBLIC_URL: `https://127.0.0.1:${proxyPort}`, REMINDER_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout!.on('data', (d) => (appLog += d));
  app.stderr!.on('data', (d) => (appLog += d));

  fs.mkdirSync(`${dir}/nginx/logs`, { recursive: true });
  fs.writeFileSync(`${dir}/nginx/nginx.conf`, `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path ${dir}/nginx/body;
    proxy_temp_path ${dir}/nginx/proxy;
${localNginxServer()}
}
`);
  nginx = spawn('nginx', ['-p', `${dir}/nginx`, '-c', `${dir}/nginx/nginx.conf`], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stderr!.on('data', (d) => (nginxLog += d));

  await waitUntil('the app and nginx answering', 60, async () => {
    if (app.exitCode !== null) throw new Error(`the app exited:\n${appLog}`);
    if (nginx.exitCode !== null) throw new Error(`nginx exited:\n${nginxLog}`);
    try {
      return (await viaProxy('GET', '/api/health')).status === 200;
    } catch {
      return false;
    }
  });
}, 120_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  app?.kill('SIGTERM');
  await new Promise((r) => (app && app.exitCode === null ? app.once('exit', r) : r(null)));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('behind nginx, configured as the README says', () => {
  let cookie = '';

  it('sets a Secure __Host- session cookie (https came from the proxy)', async () => {
    const res = await viaProxy('POST', '/api/setup', { body: owner });
    expect(res.status).toBe(201);
    const setCookie = [res.headers['set-cookie'] ?? []].flat();
    expect(setCookie.length).toBeGreaterThan(0);
    for (const c of setCookie) expect(c).toMatch(/;\s*Secure/i);
    expect(setCookie.some((c) => c.startsWith('__Host-defterimiz_session='))).toBe(true);
    cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
  });

  it('sees the client address nginx saw, not the X-Forwarded-For the client forged', async () => {
    // The log holds the route, never the query string: the one client-config request of this file is found by its route.
    const logged = (l: string) => l.includes('"url":"/api/client-config"') && l.includes('remoteAddress');
    await viaProxy('GET', '/api/client-config?who=marker', { cookie });
    await waitUntil('the request logged', 5, () => appLog.split('\n').some(logged));
    const line = appLog.split('\n').find(logged)!;
    expect(JSON.parse(line).req.remoteAddress).toBe(CLIENT_ADDRESS);
    expect(appLog).not.toContain(`"remoteAddress":"${FORGED}"`);
    expect(appLog).not.toContain('who=marker');
  });

  it('brings a live event to a client through the proxy within a second', async () => {
    let stream = '';
    const opened = new Promise<void>((resolve, reject) => {
      const req = https.request({ host: '127.0.0.1', port: proxyPort, path: '/api/events', ca, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
        expect(res.statusCode).toBe(200);
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          stream += d;
          if (stream.includes(': connected')) resolve();
        });
      });
      req.on('error', reject);
      req.end();
      afterAll(() => req.destroy());
    });
    let isOpen = false;
    void opened.then(() => (isOpen = true));
    await waitUntil('the event stream open through nginx', 10, () => isOpen);
    const sent = Date.now();
    const res = await viaProxy('POST', '/api/quotes', { cookie, body: { text: 'Vekilden geçen söz', author: 'Deniz' } });
    expect(res.status).toBe(201);
    await waitUntil('the event through nginx', 1, () => stream.includes('event: change') && stream.includes('quotes'));
    const latency = Date.now() - sent; // the write's own round trip included
    console.log(`[proxy] a live event reached the client through nginx ${latency} ms after the write was sent`);
    expect(latency).toBeLessThan(1000);
  });

  it("accepts a photo-sized upload (client_max_body_size) and Caddy accepts the README's Caddyfile", async () => {
    // nginx's default limit is 1 MB: a 2 MB body reaches the app (which answers for itself).
    const big = await viaProxy('POST', '/api/quotes', { cookie, body: { text: 'x'.repeat(2_000_000), author: 'D' } });
    expect(big.body).not.toContain('nginx');
    expect(JSON.parse(big.body)).toHaveProperty('error'); // the app's own Turkish answer
    fs.writeFileSync(`${dir}/Caddyfile`, readmeBlock('caddy'));
    const caddy = spawnSync('caddy', ['adapt', '--config', `${dir}/Caddyfile`, '--adapter', 'caddyfile'], { encoding: 'utf8' });
    expect(caddy.status, caddy.stderr).toBe(0);
    expect(caddy.stdout).toContain('"max_size":25000000');
  });
});
