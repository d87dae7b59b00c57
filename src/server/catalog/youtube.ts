import type { FastifyInstance } from 'fastify';
import { MUSIC_SEARCH_MAX_RESULTS, watchUrl, type MusicSearchResult } from '../../shared/music';
import type { AppContext } from '../platform/context';
import { CatalogCache, DETAILS_TTL_MS, SEARCH_TTL_MS, normaliseQuery } from './cache';
import { getJson, httpsImage, text, type FetchFn } from './http';
import { CatalogError } from './types';

/** The YouTube answer that means "no more searches today" (403 quotaExceeded / dailyLimitExceeded). */
export class YouTubeQuotaError extends CatalogError {}

const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded']);

export interface YouTubeOptions {
  apiKey: string | null;
  /** YOUTUBE_API_BASE_URL, e.g. https://www.googleapis.com/youtube/v3 */
  baseUrl: string;
  /** YOUTUBE_OEMBED_URL, e.g. https://www.youtube.com/oembed */
  oembedUrl: string;
  fetch?: FetchFn;
  timeoutMs?: number;
}

/**
 * YouTube, reached by the server only. Search is the Data API (needs the key, spends quota);
 * a video's title, channel and cover come from oEmbed (no key). The quirks handled here:
 * - search titles arrive HTML-escaped (`Guns N&#39; Roses`);
 * - errors are `{ "error": { "code", "message", "errors": [{ "reason", "domain" }] } }`: the quota
 *   is a 403 with reason quotaExceeded or dailyLimitExceeded, a bad key a 400 keyInvalid;
 * - oEmbed answers a missing video 404 and a private one (or one that may not be embedded) 401,
 *   with a plain-text body ("Not Found", "Unauthorized"), not JSON.
 */
export class YouTube {
  readonly service = 'youtube';

  constructor(private readonly options: YouTubeOptions) {}

  get searchEnabled() {
    return this.options.apiKey !== null;
  }

  async search(query: string): Promise<MusicSearchResult[]> {
    if (!this.options.apiKey) throw new CatalogError(this.service, 'rejected', 'youtube search without a key');
    const url = new URL(`${this.options.baseUrl}/search`);
    const params = { part: 'snippet', type: 'video', q: query, maxResults: String(MUSIC_SEARCH_MAX_RESULTS), key: this.options.apiKey };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const { status, body } = await getJson(this.service, url, this.options.fetch, this.options.timeoutMs);
    if (status !== 200) throw failure(status, body);
    const items = (body as { items?: unknown } | null)?.items;
    if (!Array.isArray(items)) return [];
    const results: MusicSearchResult[] = [];
    for (const item of items) {
      const videoId = (item as { id?: { videoId?: unknown } })?.id?.videoId;
      const snippet = ((item as { snippet?: Record<string, unknown> })?.snippet ?? {}) as Record<string, unknown>;
      const title = decodeEntities(text(snippet.title));
      if (typeof videoId !== 'string' || !title || results.some((r) => r.videoId === videoId)) continue;
      const thumbs = (snippet.thumbnails ?? {}) as Record<string, { url?: unknown } | undefined>;
      results.push({
        videoId,
        title,
        channel: decodeEntities(text(snippet.channelTitle)),
        cover: httpsImage(thumbs.high?.url) ?? httpsImage(thumbs.medium?.url) ?? httpsImage(thumbs.default?.url),
      });
    }
    return results.slice(0, MUSIC_SEARCH_MAX_RESULTS);
  }

  /** Title, channel and cover of a video from oEmbed; null when YouTube has no public video by that id. */
  async describe(videoId: string): Promise<MusicSearchResult | null> {
    const url = new URL(this.options.oembedUrl);
    url.searchParams.set('url', watchUrl(videoId));
    url.searchParams.set('format', 'json');
    let answer;
    try {
      answer = await getJson(this.service, url, this.options.fetch, this.options.timeoutMs);
    } catch (err) {
      if (err instanceof CatalogError && isMissing(err.status)) return null;
      throw err;
    }
    if (isMissing(answer.status)) return null;
    if (answer.status !== 200) throw new CatalogError(this.service, 'unavailable', `youtube oembed answered HTTP ${answer.status}`, answer.status);
    const body = (answer.body ?? {}) as Record<string, unknown>;
    const title = text(body.title);
    if (!title) throw new CatalogError(this.service, 'bad-response', 'youtube oembed without a title');
    return { videoId, title, channel: text(body.author_name), cover: httpsImage(body.thumbnail_url) };
  }
}

/** 400 (bad url), 401 (private, not embeddable), 403, 404 (no such video): the video is not there for us. */
const isMissing = (status: number | undefined) => status === 400 || status === 401 || status === 403 || status === 404;

function failure(status: number, body: unknown): CatalogError {
  const error = (body as { error?: { errors?: { reason?: unknown }[]; status?: unknown } } | null)?.error;
  const reasons = (Array.isArray(error?.errors) ? error.errors : []).map((e) => text(e?.reason)).filter(Boolean);
  // Google's error texts never carry the key; only the reasons are kept for the log.
  const detail = reasons.join(',') || text(error?.status) || 'no error text';
  if (status === 403 && reasons.some((r) => QUOTA_REASONS.has(r))) {
    return new YouTubeQuotaError('youtube', 'rejected', `youtube answered HTTP 403: ${detail}`, status);
  }
  return new CatalogError('youtube', status >= 500 ? 'unavailable' : 'rejected', `youtube answered HTTP ${status}: ${detail}`, status);
}

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' };

/** `Guns N&#39; Roses &amp; Friends` → `Guns N' Roses & Friends`. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

/** Searches for a day, video facts for a month: both through the shared catalogue cache. */
export class CachedYouTube {
  constructor(
    private readonly inner: YouTube,
    private readonly cache: CatalogCache,
  ) {}

  get searchEnabled() {
    return this.inner.searchEnabled;
  }

  search(query: string) {
    return this.cache.getOrFetch(`youtube:search:${normaliseQuery(query)}`, SEARCH_TTL_MS, () => this.inner.search(query));
  }

  describe(videoId: string) {
    return this.cache.getOrFetch(`youtube:video:${videoId}`, DETAILS_TTL_MS, () => this.inner.describe(videoId));
  }
}

const byApp = new WeakMap<AppContext, CachedYouTube>();

/** The app's YouTube client, made once from its config. */
export function youtube(app: FastifyInstance): CachedYouTube {
  const ctx = app.ctx;
  let found = byApp.get(ctx);
  if (!found) {
    const { apiKey, baseUrl, oembedUrl } = ctx.config.youtube;
    found = new CachedYouTube(new YouTube({ apiKey, baseUrl, oembedUrl, timeoutMs: ctx.config.outsideTimeoutMs }), new CatalogCache(ctx.db, ctx.now, app.log));
    byApp.set(ctx, found);
  }
  return found;
}
