import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Topic } from '../../shared/events';
import type { EventBus } from './events/bus';

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Once per list version, so better than per-request quality is affordable (a 550 KB list: ~15 ms).
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 6 }),
};

interface Entry {
  /** The answer already serialised: a hit does no JSON.stringify. */
  body: Buffer;
  etag: string;
  deps: readonly Topic[];
  at: number;
  /** The same bytes compressed, made on the first request that asks for that encoding. */
  encoded: Map<Encoding, Promise<Buffer>>;
  /** Bytes held: the body and its compressed twins once made. */
  size: number;
  spaceId: string;
  name: string;
  /** Called when a compressed twin is added to a kept entry. */
  grew?: (bytes: number) => void;
}

/**
 * What the cache holds at most unless READ_CACHE_MB says otherwise (config.ts): with the embedded
 * database a server holds one couple (every list of a year, compressed twins and all, is a few
 * megabytes); with PostgreSQL it may hold hundreds of couples (decision 029).
 */
export const READ_CACHE_DEFAULT_MB = { pglite: 16, postgres: 64 } as const;

/**
 * Answers of whole-list reads, kept per space until a change event of a topic they depend on
 * arrives. Events reach every instance (PostgreSQL LISTEN/NOTIFY), so no instance keeps a list
 * its partner instance changed. Writes that bypass events (a CLI run against a live PostgreSQL)
 * are covered by a short lifetime. The whole cache holds at most `maxBytes`: with many couples
 * on one server the least recently read answers make room, so an instance's memory does not grow
 * with the number of spaces read; an event touches only its own space's answers.
 */
export class ReadCache {
  private readonly spaces = new Map<string, Map<string, Entry>>();
  /** Every kept entry, least recently read first (a Set keeps insertion order). */
  private readonly recency = new Set<Entry>();
  private bytes = 0;
  /** Bumped by every invalidation of a space: an answer computed across one is not stored. */
  private readonly generations = new Map<string, number>();
  private epoch = 0;

  constructor(
    bus: EventBus,
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs = 60_000,
    private readonly maxBytes = READ_CACHE_DEFAULT_MB.postgres * 2 ** 20,
  ) {
    bus.subscribeAll((spaceId, event) => (event ? this.invalidate(spaceId, event.topic) : this.clear()));
  }

  invalidate(spaceId: string, topic: Topic) {
    this.generations.set(spaceId, (this.generations.get(spaceId) ?? 0) + 1);
    for (const entry of this.spaces.get(spaceId)?.values() ?? []) if (entry.deps.includes(topic)) this.remove(entry);
  }

  clear() {
    this.epoch++;
    this.spaces.clear();
    this.recency.clear();
    this.bytes = 0;
  }

  /** What is held now (for tests and the many-couples bench). */
  stats() {
    return { entries: this.recency.size, bytes: this.bytes, spaces: this.spaces.size };
  }

  /** The cached answer, or the computed one (stored unless the space changed meanwhile). */
  async get(spaceId: string, name: string, deps: readonly Topic[], compute: () => Promise<unknown>): Promise<Entry> {
    const hit = this.spaces.get(spaceId)?.get(name);
    if (hit && this.now() - hit.at < this.maxAgeMs) {
      this.recency.delete(hit);
      this.recency.add(hit);
      return hit;
    }
    if (hit) this.remove(hit);
    const generation = this.generations.get(spaceId) ?? 0;
    const epoch = this.epoch;
    const body = Buffer.from(JSON.stringify(await compute()));
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry: Entry = { body, etag, deps, at: this.now(), encoded: new Map(), size: body.length, spaceId, name };
    if ((this.generations.get(spaceId) ?? 0) === generation && this.epoch === epoch) this.keep(entry);
    return entry;
  }

  private keep(entry: Entry) {
    let space = this.spaces.get(entry.spaceId);
    if (!space) this.spaces.set(entry.spaceId, (space = new Map()));
    const old = space.get(entry.name);
    if (old) this.remove(old);
    space.set(entry.name, entry);
    this.recency.add(entry);
    this.bytes += entry.size;
    entry.grew = (n) => {
      if (!this.recency.has(entry)) return;
      entry.size += n;
      this.bytes += n;
      this.evict();
    };
    this.evict();
  }

  private remove(entry: Entry) {
    if (!this.recency.delete(entry)) return;
    this.bytes -= entry.size;
    entry.grew = undefined;
    const space = this.spaces.get(entry.spaceId);
    if (space?.get(entry.name) === entry) space.delete(entry.name);
    if (space?.size === 0) this.spaces.delete(entry.spaceId);
  }

  private evict() {
    for (const oldest of this.recency) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(oldest);
    }
  }
}

/** The compressed twin of an entry's bytes, made once per entry and encoding. */
function encodedBody(entry: Entry, encoding: Encoding) {
  let body = entry.encoded.get(encoding);
  if (!body) {
    body = compressors[encoding](entry.body);
    entry.encoded.set(encoding, body);
    body.then(
      (bytes) => entry.grew?.(bytes.length),
      () => entry.encoded.delete(encoding),
    );
  }
  return body;
}

/** br or gzip when the request accepts it (q > 0), br first; null for plain bytes. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const SMALL = 1024;

/**
 * Sends a cached list read with its ETag; a browser holding the same version gets 304. The
 * browser revalidates every time (`no-cache`), so a change is never hidden behind its copy.
 * The bytes leave as they are kept (plain, or compressed once per version), so a hit costs no
 * serialising and no compressing; the Content-Encoding set here makes @fastify/compress pass.
 */
export async function sendCachedRead(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: { spaceId: string; name: string; deps: readonly Topic[] },
  compute: () => Promise<unknown>,
) {
  const entry = await cache.get(key.spaceId, key.name, key.deps, compute);
  reply.header('ETag', entry.etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim() === entry.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = entry.body.length >= SMALL ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(entry.body);
  return reply.header('Content-Encoding', encoding).send(await encodedBody(entry, encoding));
}
