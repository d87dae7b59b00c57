import { describe, expect, it } from 'vitest';
import {
  SHARE_TEXT_MAX,
  classifyShare,
  findLinks,
  isShareId,
  parseGeoUri,
  parseMapLink,
  shareBody,
  shareLink,
  shareName,
  sharePage,
  toPoint,
  type SharedText,
} from './share';

const ID = 'dQw4w9WgXcQ';
const shared = (over: Partial<SharedText>): SharedText => ({ title: '', text: '', url: '', ...over });

describe('classifyShare', () => {
  it('photos go to a new memory, whatever words come with them', () => {
    expect(classifyShare(shared({ text: `https://youtu.be/${ID}` }), 2)).toEqual({ kind: 'memories' });
    expect(classifyShare(shared({}), 1)).toEqual({ kind: 'memories' });
  });

  it.each([
    [shared({ url: `https://www.youtube.com/watch?v=${ID}` }), `https://www.youtube.com/watch?v=${ID}`],
    [shared({ text: `https://youtu.be/${ID}?si=AbCdEfGh12345678` }), `https://youtu.be/${ID}?si=AbCdEfGh12345678`],
    // The YouTube app shares the title and the link as one text.
    [shared({ title: 'Barış Manço - Dağlar Dağlar', text: `Barış Manço - Dağlar Dağlar\nhttps://youtu.be/${ID}` }), `https://youtu.be/${ID}`],
    [shared({ text: `Şunu dinle: https://music.youtube.com/watch?v=${ID}&feature=share.` }), `https://music.youtube.com/watch?v=${ID}&feature=share`],
    [shared({ text: `(https://www.youtube.com/shorts/${ID})` }), `https://www.youtube.com/shorts/${ID}`],
  ])('a YouTube video link opens the music form with it: %j', (input, link) => {
    expect(classifyShare(input, 0)).toEqual({ kind: 'music', link, videoId: ID });
  });

  it('a YouTube page that is not a video (a channel, a playlist) is not music', () => {
    expect(classifyShare(shared({ url: 'https://www.youtube.com/@barismanco' }), 0)).toEqual({ kind: 'choose' });
    expect(classifyShare(shared({ url: 'https://www.youtube.com/playlist?list=PL1234567890' }), 0)).toEqual({ kind: 'choose' });
  });

  it.each([
    [shared({ url: 'https://www.google.com/maps/place/Galata+Kulesi/@41.0256411,28.9741083,17z' }), 41.0256411, 28.9741083],
    [shared({ text: 'Galata Kulesi\nhttps://maps.google.com/?q=41.0256,28.9741' }), 41.0256, 28.9741],
    [shared({ url: 'geo:41.0256,28.9741' }), 41.0256, 28.9741],
    [shared({ text: 'Buradayım: geo:41.0256,28.9741?z=17' }), 41.0256, 28.9741],
    [shared({ text: 'https://www.openstreetmap.org/#map=17/41.02564/28.97411' }), 41.02564, 28.97411],
    [shared({ text: 'https://maps.apple.com/?ll=41.0256,28.9741&q=Galata' }), 41.0256, 28.9741],
  ])('a map link or geo: text opens the place form at that point: %j', (input, lat, lng) => {
    expect(classifyShare(input, 0)).toEqual({ kind: 'places', point: { lat, lng } });
  });

  it('anything else asks where it goes', () => {
    expect(classifyShare(shared({ text: 'Sevgi her şeye katlanır.' }), 0)).toEqual({ kind: 'choose' });
    expect(classifyShare(shared({ url: 'https://example.org/yazi' }), 0)).toEqual({ kind: 'choose' });
    expect(classifyShare(shared({}), 0)).toEqual({ kind: 'choose' });
  });

  it('hostile input: javascript: and data: links, look-alike hosts, odd types, huge text', () => {
    expect(classifyShare(shared({ url: `javascript:alert(1)//https://youtu.be/${ID}` }), 0)).toEqual({ kind: 'choose' });
    expect(classifyShare(shared({ url: `data:text/html,<script>alert(1)</script>` }), 0)).toEqual({ kind: 'choose' });
    expect(classifyShare(shared({ url: `https://youtube.com.evil.example/watch?v=${ID}` }), 0)).toEqual({ kind: 'choose' });
    expect(classifyShare(shared({ url: 'https://google.com.evil.example/maps/@41.02,28.97,17z' }), 0)).toEqual({ kind: 'choose' });
    expect(classifyShare(shared({ url: 'https://evil.example/maps/@41.02,28.97,17z' }), 0)).toEqual({ kind: 'choose' });
    expect(classifyShare({ title: 42, text: null, url: { href: 'x' } } as unknown as SharedText, 0)).toEqual({ kind: 'choose' });
    // A link past the first SHARE_TEXT_MAX characters is not read; a long text is handled quickly.
    const huge = `${'a '.repeat(SHARE_TEXT_MAX)}https://youtu.be/${ID}`;
    expect(classifyShare(shared({ text: huge }), 0)).toEqual({ kind: 'choose' });
    const started = performance.now();
    classifyShare(shared({ text: `${'https://www.google.com/maps/@1.'.repeat(200_000)}`, title: '@'.repeat(1_000_000), url: `geo:${'1'.repeat(100_000)}` }), 0);
    // A guard against runaway regular expressions (those take minutes on such input), not a speed
    // claim: generous enough for a busy 2-core machine, which took 336 ms once.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('parseMapLink', () => {
  it.each([
    ['https://www.google.com/maps/@41.0256,28.9741,15z', { lat: 41.0256, lng: 28.9741 }],
    ['https://www.google.com.tr/maps/place/Galata/@41.02,28.97,15z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d41.0256411!4d28.9741083', { lat: 41.0256411, lng: 28.9741083 }],
    ['https://www.google.com/maps/search/?api=1&query=-33.8568,151.2153', { lat: -33.8568, lng: 151.2153 }],
    ['https://www.google.com/maps?ll=40.7128,-74.006&z=12', { lat: 40.7128, lng: -74.006 }],
    ['https://maps.google.co.uk/maps?q=51.5007,-0.1246', { lat: 51.5007, lng: -0.1246 }],
    ['https://www.google.com/maps/place/41.0256,28.9741', { lat: 41.0256, lng: 28.9741 }],
    ['https://www.openstreetmap.org/?mlat=39.9208&mlon=32.8541#map=16/39.92/32.85', { lat: 39.9208, lng: 32.8541 }],
    ['https://openstreetmap.org/#map=12/38.4237/27.1428&layers=N', { lat: 38.4237, lng: 27.1428 }],
    ['https://maps.apple.com/?ll=36.8841,30.7056', { lat: 36.8841, lng: 30.7056 }],
    ['https://maps.apple.com/?q=36.8841,30.7056', { lat: 36.8841, lng: 30.7056 }],
    ['geo:37.786971,-122.399677;u=35', { lat: 37.786971, lng: -122.399677 }],
    ['geo:0,0?q=41.0256,28.9741(Galata Kulesi)', { lat: 41.0256, lng: 28.9741 }],
    ['GEO:41.0256,28.9741,120', { lat: 41.0256, lng: 28.9741 }],
  ])('%s', (link, point) => {
    expect(parseMapLink(link)).toEqual(point);
  });

  it.each([
    'https://www.google.com/maps/@91,28.97,15z', // latitude out of range
    'https://www.google.com/maps/@41.02,181,15z', // longitude out of range
    'geo:-90.5,10',
    'geo:0,0', // no place at all
    'geo:0,0?q=Galata+Kulesi', // a search, not a point
    'geo:1e2,5',
    'geo:NaN,Infinity',
    'https://www.openstreetmap.org/?mlat=100&mlon=20',
    'https://maps.apple.com/?ll=41.02',
    'https://www.google.com/search?q=41.02,28.97', // Google, but not Maps
    'https://maps.app.goo.gl/AbCdEf', // a short link: only its server knows the point
    'https://user:pw@www.google.com/maps/@41.02,28.97,15z',
    'ftp://www.google.com/maps/@41.02,28.97,15z',
    'javascript:alert("https://www.google.com/maps/@41.02,28.97")',
    'Galata Kulesi',
    '',
  ])('not a place: %s', (link) => {
    expect(parseMapLink(link)).toBeNull();
  });
});

describe('helpers', () => {
  it('toPoint takes plain numbers in range only', () => {
    expect(toPoint('-89.9', '179.99')).toEqual({ lat: -89.9, lng: 179.99 });
    expect(toPoint('90.0001', '0')).toBeNull();
    expect(toPoint('0x10', '5')).toBeNull();
    expect(toPoint('', '5')).toBeNull();
    expect(toPoint('1.2.3', '5')).toBeNull();
  });

  it('parseGeoUri reads only geo: URIs', () => {
    expect(parseGeoUri('geo:41,29')).toEqual({ lat: 41, lng: 29 });
    expect(parseGeoUri('https://example.org/geo:41,29')).toBeNull();
  });

  it('findLinks finds http(s) links only, without the sentence around them', () => {
    expect(findLinks('Bak: https://a.example/x, ve javascript:alert(1) ile (http://b.example/y).')).toEqual(['https://a.example/x', 'http://b.example/y']);
    expect(findLinks('x '.repeat(10) + 'https://c.example/ '.repeat(100))).toHaveLength(20);
  });

  it('sharePage: the page of the kind with the one-time id', () => {
    expect(sharePage({ kind: 'music', link: 'x', videoId: ID }, 'abc')).toBe('/music?paylasim=abc');
    expect(sharePage({ kind: 'memories' }, 'abc')).toBe('/memories?paylasim=abc');
    expect(sharePage({ kind: 'places', point: { lat: 1, lng: 2 } }, 'abc')).toBe('/places?paylasim=abc');
    expect(sharePage({ kind: 'choose' }, 'a&b')).toBe('/paylas?paylasim=a%26b');
  });

  it('isShareId accepts the worker’s UUIDs only', () => {
    expect(isShareId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isShareId('../../api/session')).toBe(false);
    expect(isShareId(null)).toBe(false);
  });

  it('shareBody joins title, text and link without repeats, within the limit', () => {
    expect(shareBody(shared({ title: 'Bir yazı', text: 'Bir yazı https://a.example/x', url: 'https://a.example/x' }))).toBe('Bir yazı https://a.example/x');
    expect(shareBody(shared({ title: 'Başlık', text: 'Sevgi sabırdır.' }))).toBe('Başlık\nSevgi sabırdır.');
    expect(shareBody(shared({ text: 'söz '.repeat(1000) })).length).toBeLessThanOrEqual(2000);
  });

  it('shareName: the title or the first line, never a bare link', () => {
    expect(shareName(shared({ title: 'Galata Kulesi', text: 'x' }))).toBe('Galata Kulesi');
    expect(shareName(shared({ text: 'İlk satır\nikinci satır' }))).toBe('İlk satır');
    expect(shareName(shared({ text: 'https://a.example/x' }))).toBe('');
    expect(shareName(shared({ text: 'uzun '.repeat(100) })).length).toBeLessThanOrEqual(120);
  });

  it('shareLink: the first http(s) link, never javascript:', () => {
    expect(shareLink(shared({ url: 'javascript:alert(1)', text: 'bak https://a.example/x' }))).toBe('https://a.example/x');
    expect(shareLink(shared({ text: 'bağlantı yok' }))).toBe('');
  });
});
