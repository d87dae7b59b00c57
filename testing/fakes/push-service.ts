import https from 'node:https';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';

/**
 * A local Web Push service, over HTTPS as the real ones are (web-push speaks nothing else). It
 * hands out subscriptions whose keys the test holds, and for every POST it checks what FCM,
 * Mozilla and Apple check — the VAPID `Authorization` (an ES256 JWT whose `aud` is this origin,
 * signed by the key in `k`, not expired), a `TTL` header, `Content-Encoding: aes128gcm` — and
 * decrypts the body with the subscription's private key (RFC 8291 keys, one RFC 8188 record),
 * so tests assert the payload, not just its arrival. It answers in the real shapes: 201 Created,
 * 404/410 for a gone subscription, 429 with Retry-After, 5xx; or 400/401/403 when a check fails.
 */
export interface FakeSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscription: string;
  payload: Record<string, unknown>;
  ttl: number;
  topic?: string;
  urgency?: string;
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  at: number;
}

export type FakeAnswer = { status: number; retryAfter?: string };

export interface FakePushService {
  origin: string;
  /** A PEM file of the service's certificate (NODE_EXTRA_CA_CERTS for a server process). */
  caFile: string;
  /** An agent trusting that certificate (for an app built in the test process). */
  agent: https.Agent;
  /** PUSH_ALLOWED_HOSTS for this service. */
  allowedHost: string;
  received: ReceivedPush[];
  /** Requests refused by a check, with the reason (a test expects none). */
  refused: string[];
  /** A new browser's subscription. */
  subscribe(): FakeSubscription;
  /** Answers queued for the next posts to this subscription (then 201 again). */
  answer(endpoint: string, ...answers: FakeAnswer[]): void;
  /** Every later post to this subscription gets 410 Gone. */
  expire(endpoint: string): void;
  forSubscription(endpoint: string): ReceivedPush[];
  close(): Promise<void>;
}

const b64u = (b: Buffer) => b.toString('base64url');

function makeCertificate(dir: string) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert), certFile: cert };
}

/** The P-256 public key of a raw uncompressed point (65 bytes). */
function publicKeyOf(raw: Buffer) {
  return crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, format: 'jwk' });
}

/** Checks the VAPID header; returns the claims and key, or the reason it fails. */
function checkVapid(header: string | undefined, origin: string): { claims: ReceivedPush['claims']; key: string } | string {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) return 'no vapid authorization';
  const [, jwt, k] = m;
  const [h, p, s] = jwt.split('.');
  const head = JSON.parse(Buffer.from(h, 'base64url').toString());
  if (head.alg !== 'ES256') return 'jwt alg is not ES256';
  const ok = crypto.verify('sha256', Buffer.from(`${h}.${p}`), { key: publicKeyOf(Buffer.from(k, 'base64url')), dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  if (!ok) return 'jwt signature does not verify with k';
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  if (claims.aud !== origin) return `jwt aud ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) return 'jwt exp out of range';
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return 'jwt sub is not mailto: or https:';
  return { claims, key: k };
}

/** RFC 8291 + RFC 8188 (aes128gcm, one record) with the browser's keys. */
function decrypt(body: Buffer, ua: crypto.ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export async function startFakePushService(): Promise<FakePushService> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-push-'));
  const tls = makeCertificate(dir);
  const subs = new Map<string, { ecdh: crypto.ECDH; auth: Buffer; answers: FakeAnswer[]; gone: boolean }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';

  const server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([a-z0-9-]+)$/.exec(req.url ?? '')?.[1];
      const sub = id ? subs.get(id) : undefined;
      const refuse = (status: number, reason: string) => {
        refused.push(reason);
        res.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
      };
      if (req.method !== 'POST' || !sub) return res.writeHead(404).end('Not Found');
      if (sub.gone) return res.writeHead(410).end('push subscription has unsubscribed or expired.');
      const vapid = checkVapid(req.headers.authorization, origin);
      if (typeof vapid === 'string') return refuse(403, vapid);
      const ttl = Number(req.headers.ttl);
      if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return refuse(400, 'missing TTL');
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'content-encoding is not aes128gcm');
      const scripted = sub.answers.shift();
      if (scripted && scripted.status !== 201) {
        const headers: Record<string, string> = scripted.retryAfter ? { 'retry-after': scripted.retryAfter } : {};
        return res.writeHead(scripted.status, headers).end();
      }
      let payload: Record<string, unknown>;
      try {
        payload = JSON.parse(decrypt(Buffer.concat(chunks), sub.ecdh, sub.auth).toString('utf8'));
      } catch (err) {
        return refuse(400, `cannot decrypt: ${(err as Error).message}`);
      }
      received.push({
        subscription: `${origin}/push/${id}`,
        payload,
        ttl,
        topic: req.headers.topic as string | undefined,
        urgency: req.headers.urgency as string | undefined,
        claims: vapid.claims,
        vapidKey: vapid.key,
        at: Date.now(),
      });
      res.writeHead(201, { location: `${origin}/message/${crypto.randomUUID()}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  const idOf = (endpoint: string) => endpoint.slice(endpoint.lastIndexOf('/') + 1);

  return {
    origin,
    caFile: tls.certFile,
    agent: new https.Agent({ ca: tls.cert, keepAlive: true }),
    allowedHost: `127.0.0.1:${port}`,
    received,
    refused,
    subscribe() {
      const id = crypto.randomUUID();
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      subs.set(id, { ecdh, auth, answers: [], gone: false });
      return { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    answer(endpoint, ...answers) {
      subs.get(idOf(endpoint))!.answers.push(...answers);
    },
    expire(endpoint) {
      subs.get(idOf(endpoint))!.gone = true;
    },
    forSubscription: (endpoint) => received.filter((r) => r.subscription === endpoint),
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
