import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeIframeApi } from './youtube-iframe-api';
import type { FakeService } from './fake-service';

/**
 * A local YouTube: the Data API search (`/youtube/v3/search?part=snippet&type=video&q=…&key=…`),
 * oEmbed (`/oembed?url=…&format=json`), the IFrame API script (`/iframe_api`, see
 * youtube-iframe-api.ts) and the player frame (`/embed/{id}`), all in the real shapes:
 * HTML-escaped search titles, `{ "error": { "code", "message", "errors": [{ "reason" }] } }` for a
 * bad key (400 keyInvalid) and the quota (403 quotaExceeded / dailyLimitExceeded), plain-text
 * "Unauthorized" (401, a private video) and "Not Found" (404) from oEmbed. Covers point at this
 * server, so nothing reaches the internet.
 *
 * The key 'invalid' gets the 400; a query containing 'kota' the quota answer. `fake.fail` forces a
 * failure for every search.
 */
export type YouTubeFailure = 'quota' | 'daily-limit' | 'invalid-key' | 'down' | null;

/** Its settings carry a search key (drop YOUTUBE_API_KEY for keyless); its calls are every search and oEmbed call. */
export type FakeYouTube = FakeService<{ search?: string; oembed?: string }, YouTubeFailure>;

export interface FakeVideo {
  id: string;
  title: string;
  channel: string;
  /** Seconds, for the fake player. */
  duration: number;
  /** The fake player refuses to play it (YouTube's error 150). */
  broken?: boolean;
}

export const youtubeVideos: FakeVideo[] = [
  { id: '2Vv-BfVoq4g', title: 'Ed Sheeran - Perfect (Official Music Video)', channel: 'Ed Sheeran', duration: 263 },
  { id: 'lp-EO5I60KA', title: 'Ed Sheeran - Thinking Out Loud (Official Music Video)', channel: 'Ed Sheeran', duration: 297 },
  { id: '450p7goxZqg', title: 'John Legend - All of Me (Official Video)', channel: 'John Legend', duration: 308 },
  { id: 'rtOvBOTyX00', title: 'Christina Perri - A Thousand Years [Official Music Video]', channel: 'Christina Perri', duration: 285 },
  { id: '1w7OgIMMRc4', title: "Guns N' Roses - Sweet Child O' Mine (Official Music Video)", channel: "Guns N' Roses", duration: 356 },
  { id: 'GulumseSA01', title: 'Sezen Aksu - Gülümse', channel: 'Sezen Aksu', duration: 241 },
  { id: 'BozukVideo1', title: 'Bozuk Kayıt - Çalınamayan Şarkı', channel: 'Deneme Kanalı', duration: 200, broken: true },
];
/** oEmbed answers 401 for it, as for a private video. */
export const PRIVATE_VIDEO_ID = 'GizliVideo1';

const fold = (s: string) => s.toLocaleLowerCase('tr').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

export async function startFakeYouTube(): Promise<FakeYouTube> {
  const fake: FakeYouTube = { url: '', env: {}, calls: [], fail: null, close: async () => {} };
  const thumb = (id: string, size: string) => `${fake.url}/vi/${id}/${size}.jpg`;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
    const plain = (status: number, text: string) => res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(text);
    const apiError = (code: number, message: string, reason: string, domain: string, status?: string) =>
      send(code, { error: { code, message, errors: [{ message, domain, reason }], ...(status ? { status } : {}) } });

    if (url.pathname === '/iframe_api') {
      const videos = Object.fromEntries(youtubeVideos.map((v) => [v.id, { duration: v.duration, broken: Boolean(v.broken), title: v.title }]));
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(fakeIframeApi(videos));
      return;
    }
    if (url.pathname.startsWith('/embed/')) {
      plain(200, '<!doctype html><html><body style="margin:0;background:#111"></body></html>');
      return;
    }
    if (url.pathname.startsWith('/vi/')) {
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#fbcfe8"/></svg>');
      return;
    }

    if (url.pathname === '/oembed') {
      const target = url.searchParams.get('url') ?? '';
      fake.calls.push({ oembed: target });
      let id: string | null = null;
      try {
        id = new URL(target).searchParams.get('v');
      } catch {
        return plain(400, 'Bad Request');
      }
      if (id === PRIVATE_VIDEO_ID) return plain(401, 'Unauthorized');
      const video = youtubeVideos.find((v) => v.id === id);
      if (!video) return plain(404, 'Not Found');
      return send(200, {
        title: video.title,
        author_name: video.channel,
        author_url: `https://www.youtube.com/@${video.channel.replace(/\W/g, '')}`,
        type: 'video',
        height: 113,
        width: 200,
        version: '1.0',
        provider_name: 'YouTube',
        provider_url: 'https://www.youtube.com/',
        thumbnail_height: 360,
        thumbnail_width: 480,
        thumbnail_url: thumb(video.id, 'hqdefault'),
        html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${video.id}?feature=oembed" frameborder="0" allowfullscreen title="${escapeHtml(video.title)}"></iframe>`,
      });
    }

    if (url.pathname === '/youtube/v3/search') {
      const q = url.searchParams.get('q') ?? '';
      const key = url.searchParams.get('key');
      fake.calls.push({ search: q });
      if (fake.fail === 'down') return plain(503, '<html><body>Service Unavailable</body></html>');
      if (!key) return apiError(403, 'The request is missing a valid API key.', 'forbidden', 'global', 'PERMISSION_DENIED');
      if (key === 'invalid' || fake.fail === 'invalid-key') {
        return apiError(400, 'API key not valid. Please pass a valid API key.', 'keyInvalid', 'usageLimits', 'INVALID_ARGUMENT');
      }
      if (fake.fail === 'quota' || fold(q).includes('kota')) {
        const message = 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';
        return apiError(403, message, 'quotaExceeded', 'youtube.quota');
      }
      if (fake.fail === 'daily-limit') {
        return apiError(403, 'Daily Limit Exceeded. The quota will be reset at midnight Pacific Time (PT).', 'dailyLimitExceeded', 'usageLimits');
      }
      const max = Number(url.searchParams.get('maxResults') ?? 5);
      const term = fold(q.trim());
      const found = youtubeVideos.filter((v) => fold(v.title).includes(term) || fold(v.channel).includes(term)).slice(0, max);
      return send(200, {
        kind: 'youtube#searchListResponse',
        etag: 'fake-etag',
        ...(found.length ? { nextPageToken: 'CAUQAA' } : {}),
        regionCode: 'TR',
        pageInfo: { totalResults: found.length, resultsPerPage: found.length },
        items: found.map((v) => ({
          kind: 'youtube#searchResult',
          etag: `etag-${v.id}`,
          id: { kind: 'youtube#video', videoId: v.id },
          snippet: {
            publishedAt: '2017-11-09T11:00:02Z',
            channelId: `UC${v.id}`,
            title: escapeHtml(v.title),
            description: '',
            thumbnails: {
              default: { url: thumb(v.id, 'default'), width: 120, height: 90 },
              medium: { url: thumb(v.id, 'mqdefault'), width: 320, height: 180 },
              high: { url: thumb(v.id, 'hqdefault'), width: 480, height: 360 },
            },
            channelTitle: escapeHtml(v.channel),
            liveBroadcastContent: 'none',
            publishTime: '2017-11-09T11:00:02Z',
          },
        })),
      });
    }
    return plain(404, 'Not Found');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.env = {
    YOUTUBE_API_KEY: 'e2e-youtube-key',
    YOUTUBE_API_BASE_URL: `${fake.url}/youtube/v3`,
    YOUTUBE_OEMBED_URL: `${fake.url}/oembed`,
    YOUTUBE_IFRAME_API_URL: `${fake.url}/iframe_api`,
    YOUTUBE_PLAYER_HOST: fake.url,
  };
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
