import { describe, expect, it } from 'vitest';
import { YouTube, YouTubeQuotaError, decodeEntities } from './youtube';
import { CatalogError } from './types';
import { replay } from './fixtures/replay';

const KEY = 'secret-youtube-key';
const yt = (fetch: ReturnType<typeof replay>, apiKey: string | null = KEY) =>
  new YouTube({ apiKey, baseUrl: 'https://yt.test/youtube/v3', oembedUrl: 'https://yt.test/oembed', fetch });

async function failure(promise: Promise<unknown>): Promise<CatalogError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(CatalogError);
  return err as CatalogError;
}

describe('YouTube adapter (recorded answers)', () => {
  it('searches videos with part=snippet, type=video, maxResults=5 and the key', async () => {
    const fetch = replay('youtube/search');
    await yt(fetch).search('perfect');
    const url = fetch.urls[0];
    expect(url.pathname).toBe('/youtube/v3/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ part: 'snippet', type: 'video', q: 'perfect', maxResults: '5', key: KEY });
  });

  it('maps id, decoded title, channel and the best cover; drops repeats', async () => {
    expect(await yt(replay('youtube/search')).search('perfect')).toEqual([
      { videoId: '2Vv-BfVoq4g', title: 'Ed Sheeran - Perfect (Official Music Video)', channel: 'Ed Sheeran', cover: 'https://i.ytimg.com/vi/2Vv-BfVoq4g/hqdefault.jpg' },
      { videoId: '1w7OgIMMRc4', title: "Guns N' Roses - Sweet Child O' Mine (Official Music Video)", channel: "Guns N' Roses", cover: 'https://i.ytimg.com/vi/1w7OgIMMRc4/mqdefault.jpg' },
    ]);
  });

  it('an empty search is an empty list', async () => {
    expect(await yt(replay('youtube/search-empty')).search('qqxzyqqqzz')).toEqual([]);
  });

  it.each(['youtube/quota', 'youtube/daily-limit'])('%s is the quota error, without the key', async (name) => {
    const err = await failure(yt(replay(name)).search('perfect'));
    expect(err).toBeInstanceOf(YouTubeQuotaError);
    expect(err.status).toBe(403);
    expect(err.message).not.toContain(KEY);
  });

  it.each([
    ['youtube/key-invalid', 400],
    ['youtube/forbidden', 403],
  ])('%s is a plain CatalogError, not the quota', async (name, status) => {
    const err = await failure(yt(replay(name)).search('perfect'));
    expect(err).not.toBeInstanceOf(YouTubeQuotaError);
    expect(err.status).toBe(status);
    expect(err.message).not.toContain(KEY);
  });

  it('never searches without a key', async () => {
    const fetch = replay('youtube/search');
    await failure(yt(fetch, null).search('perfect'));
    expect(fetch.urls).toEqual([]);
  });

  it('describes a video through oEmbed, without a key', async () => {
    const fetch = replay('youtube/oembed');
    expect(await yt(fetch, null).describe('2Vv-BfVoq4g')).toEqual({
      videoId: '2Vv-BfVoq4g',
      title: 'Ed Sheeran - Perfect (Official Music Video)',
      channel: 'Ed Sheeran',
      cover: 'https://i.ytimg.com/vi/2Vv-BfVoq4g/hqdefault.jpg',
    });
    expect(fetch.urls[0].pathname).toBe('/oembed');
    expect(Object.fromEntries(fetch.urls[0].searchParams)).toEqual({ url: 'https://www.youtube.com/watch?v=2Vv-BfVoq4g', format: 'json' });
  });

  it.each(['youtube/oembed-unauthorized', 'youtube/oembed-not-found'])('%s (private or missing) is null', async (name) => {
    expect(await yt(replay(name)).describe('zzzzzzzzzzz')).toBeNull();
  });

  it('an unreachable oEmbed is an error, not "missing"', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const client = new YouTube({ apiKey: null, baseUrl: 'https://yt.test', oembedUrl: 'https://yt.test/oembed', fetch: down });
    expect((await failure(client.describe('2Vv-BfVoq4g'))).reason).toBe('unavailable');
  });
});

describe('decodeEntities', () => {
  it.each([
    ['Guns N&#39; Roses', "Guns N' Roses"],
    ['Tom &amp; Jerry &quot;Live&quot;', 'Tom & Jerry "Live"'],
    ['&#x15F;ark&#305;', 'şarkı'],
    ['&unknown; &#0;', '&unknown; &#0;'],
  ])('%s', (input, output) => expect(decodeEntities(input)).toBe(output));
});
