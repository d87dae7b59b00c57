/**
 * What the fixture scripts (make-upgrade-fixture.ts, make-archive-fixture.ts) do with the version
 * checked out: run its CLI, start its own server on a data folder, sign the demo members in and
 * give the demo space a few small photos through its API. On an older commit, copy this file beside
 * the script (docs/upgrade-fixtures.md): it uses nothing of the app's source, only its CLI and API.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';

export const root = path.resolve(import.meta.dirname, '..');
export const DEMO_PASSWORD = 'demo-sifre';

const tsx = (args: string[], env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'inherit' });

/** Runs a TypeScript entry point of the version checked out (its CLI) to the end. */
export function run(args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    tsx(args, env).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });
}

/** A small JPEG of one colour: a few hundred bytes, so that a fixture stays small. */
export const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

export interface OldServer {
  base: string;
  /** Signs a demo member in: their id and the cookie header to send. */
  signIn: (email: string) => Promise<{ id: string; cookie: string }>;
  /** A call to `/api<url>` as that cookie; throws unless it answers 2xx. */
  call: (cookie: string, method: string, url: string, body?: FormData | object, headers?: Record<string, string>) => Promise<Response>;
}

/** Starts this version's server on `env`, hands it to `use`, stops it (also when `use` throws). */
export async function withServer<T>(env: Record<string, string>, port: number, use: (server: OldServer) => Promise<T>): Promise<T> {
  const server = tsx(['src/server/main.ts'], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
      if (i > 120) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    const signIn = async (email: string) => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`);
      const { me } = (await res.json()) as { me: { id: string } };
      return {
        id: me.id,
        cookie: res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      };
    };
    const call = async (cookie: string, method: string, url: string, body?: FormData | object, headers: Record<string, string> = {}) => {
      const form = body instanceof FormData;
      const res = await fetch(`${base}/api${url}`, {
        method,
        headers: { cookie, origin: base, ...headers, ...(body && !form ? { 'content-type': 'application/json' } : {}) },
        body: body ? (form ? body : JSON.stringify(body)) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res;
    };
    return await use({ base, signIn, call });
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

/**
 * Through the old server's API: a profile photo for demo1 and demo2, one photo on a memory and one
 * on a place (the demo seed has none, being made without image files). Returns both members.
 */
export async function addDemoPhotos({ signIn, call }: OldServer) {
  const photo = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'foto.jpg');
    return form;
  };
  const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
  const members = [await signIn('demo1@example.com'), await signIn('demo2@example.com')];
  const [one, two] = members.map((m) => m.cookie);
  const as = (addedBy: { id: string } | null) => members.find((m) => m.id === addedBy?.id)?.cookie;
  await call(one, 'POST', '/settings/profile/photo', await photo(await jpeg(200, 90, 110)));
  await call(two, 'POST', '/settings/profile/photo', await photo(await jpeg(90, 140, 200)));
  type Owned = { id: string; addedBy: { id: string } | null };
  const memory = ((await json(await call(one, 'GET', '/memories'))) as { memories: Owned[] }).memories.find((m) => as(m.addedBy));
  if (memory) await call(as(memory.addedBy)!, 'POST', `/memories/${memory.id}/photos`, await photo(await jpeg(240, 200, 120)));
  const place = ((await json(await call(one, 'GET', '/places'))) as { places: Owned[] }).places.find((p) => as(p.addedBy));
  if (place) await call(as(place.addedBy)!, 'POST', `/places/${place.id}/photo`, await photo(await jpeg(120, 180, 120)));
  return members;
}
