import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { startFakeYouTube, PRIVATE_VIDEO_ID, type FakeYouTube } from '../../../../testing/fakes/youtube';
import { addDays } from '../../../shared/dates';
import type { Music, MusicDay } from '../../../shared/music';
import type { ChangeEvent } from '../../../shared/events';
import { music, spaces } from '../../db/schema';
import { insertMusic } from './repo';

const KEY = 'gizli-youtube-anahtari-42';
const PERFECT = '2Vv-BfVoq4g';
const ALL_OF_ME = '450p7goxZqg';

describe('music', () => {
  let yt: FakeYouTube;
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;
  let logs = '';
  // Istanbul is UTC+3: 20:59:59Z is 23:59:59 on 10 May there, 21:00:00Z is already 11 May.
  const clock = { now: new Date('2025-05-10T09:00:00Z') };

  beforeAll(async () => {
    yt = await startFakeYouTube();
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs += chunk.toString();
        done();
      },
    });
    app = await createTestApp({
      now: () => clock.now,
      env: { ...yt.env, YOUTUBE_API_KEY: KEY, REMINDER_INTERVAL_MINUTES: '0' },
      logger: { level: 'trace', stream },
    });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(async () => {
    await app.close();
    await yt.close();
  });

  const add = (member: Couple['owner'], payload: object) => member.api({ method: 'POST', url: '/api/music', payload });
  const day = async (member: Couple['owner'], date?: string): Promise<MusicDay> =>
    (await member.api({ url: `/api/music${date ? `?date=${date}` : ''}` })).json();

  it('adds by link with title, channel and cover from oEmbed, lists it by day, tells the partner and counts it', async () => {
    const events: ChangeEvent[] = [];
    const stop = app.ctx.bus.subscribe(c.spaceId, (e) => events.push(e));
    const res = await add(c.owner, { date: '2025-05-10', url: `https://youtu.be/${PERFECT}?si=abc`, title: 'Tarayıcının uydurduğu başlık' });
    expect(res.statusCode).toBe(201);
    const song: Music = res.json().music;
    expect(song).toMatchObject({
      videoId: PERFECT,
      title: 'Ed Sheeran - Perfect (Official Music Video)',
      artist: 'Ed Sheeran',
      cover: expect.stringMatching(new RegExp(`^https://127\\.0\\.0\\.1:\\d+/vi/${PERFECT}/hqdefault\\.jpg$`)),
      date: '2025-05-10',
      addedBy: { id: c.owner.id, displayName: 'Ayşe' },
    });
    await vi.waitFor(() => expect(events.some((e) => e.topic === 'music' && e.actorId === c.owner.id)).toBe(true));
    stop();

    expect(await day(c.partner)).toMatchObject({ date: '2025-05-10', today: '2025-05-10', music: [{ id: song.id }] });
    expect((await day(c.partner, '2025-05-09')).music).toEqual([]);
    expect((await day(other.owner)).music).toEqual([]);

    const partner = (await c.partner.api({ url: '/api/notifications' })).json();
    expect(partner.notifications[0]).toMatchObject({ message: 'Ayşe günün şarkısını ekledi: Ed Sheeran - Perfect (Official Music Video)', read: false });
    expect((await c.owner.api({ url: '/api/notifications' })).json().unreadCount).toBe(0);
    expect((await c.owner.api({ url: '/api/home' })).json().counts.music).toBe(1);
    expect((await other.owner.api({ url: '/api/home' })).json().counts.music).toBe(0);
  });

  it('one song per member per day: the second is refused, the partner and another day are fine', async () => {
    const again = await add(c.owner, { date: '2025-05-10', videoId: ALL_OF_ME });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Bugün için zaten bir müzik eklendi.' });
    clock.now = new Date('2025-05-10T09:05:00Z');
    expect((await add(c.partner, { date: '2025-05-10', videoId: ALL_OF_ME })).statusCode).toBe(201);
    expect((await add(c.owner, { date: '2025-05-09', videoId: ALL_OF_ME })).statusCode).toBe(201);
    const list = (await day(c.owner, '2025-05-10')).music;
    expect(list.map((s) => s.addedBy?.displayName)).toEqual(['Ayşe', 'Mehmet']);
  });

  it('two requests racing for the same member and day: exactly one lands', async () => {
    const date = '2025-04-01';
    const answers = await Promise.all([
      add(c.owner, { date, videoId: PERFECT }),
      add(c.owner, { date, videoId: ALL_OF_ME }),
      add(c.owner, { date, url: `https://www.youtube.com/watch?v=${PERFECT}` }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().error).toBe('Bugün için zaten bir müzik eklendi.');
    const rows = await app.ctx.db.select().from(music).where(eq(music.date, date));
    expect(rows.filter((r) => r.spaceId === c.spaceId)).toHaveLength(1);

    // Past the route's own check, the unique index still decides.
    const fields = { date: '2025-04-02', videoId: PERFECT, title: 'x', artist: 'y', cover: null };
    const first = await Promise.all([insertMusic(app.ctx.db, c.spaceId, c.partner.id, fields, clock.now), insertMusic(app.ctx.db, c.spaceId, c.partner.id, fields, clock.now)]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await insertMusic(app.ctx.db, c.spaceId, c.partner.id, fields, clock.now)).toBeNull();
    await expect(app.ctx.db.insert(music).values({ spaceId: c.spaceId, addedBy: c.partner.id, ...fields })).rejects.toThrow();
  });

  it('the day is the space’s calendar day; no song goes to a future day', async () => {
    clock.now = new Date('2025-05-10T20:59:59Z');
    expect((await day(other.owner)).today).toBe('2025-05-10');
    const early = await add(other.owner, { date: '2025-05-11', videoId: PERFECT });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ error: 'Gelecekteki bir güne müzik eklenemez.' });

    clock.now = new Date('2025-05-10T21:00:00Z');
    expect(await day(other.owner)).toMatchObject({ date: '2025-05-11', today: '2025-05-11' });
    expect((await add(other.owner, { date: '2025-05-11', videoId: PERFECT })).statusCode).toBe(201);

    // The same instant is still 10 May in New York.
    await app.ctx.db.update(spaces).set({ timeZone: 'America/New_York' }).where(eq(spaces.id, other.spaceId));
    expect((await day(other.partner)).today).toBe('2025-05-10');
    expect((await add(other.partner, { date: '2025-05-11', videoId: PERFECT })).statusCode).toBe(400);
    clock.now = new Date('2025-05-10T09:00:00Z');
  });

  it('reads every kind of YouTube link and refuses what is not a video', async () => {
    const links = [
      `https://www.youtube.com/watch?v=${PERFECT}&t=42s`,
      `https://m.youtube.com/watch?v=${ALL_OF_ME}`,
      'https://music.youtube.com/watch?v=rtOvBOTyX00&feature=share',
      'https://youtube.com/shorts/lp-EO5I60KA?feature=share',
      'youtu.be/GulumseSA01',
    ];
    for (const [i, url] of links.entries()) {
      const res = await add(other.partner, { date: addDays('2025-03-01', i), url });
      expect(res.statusCode, url).toBe(201);
      expect(res.json().music.videoId).toBe(new URL(url.startsWith('http') ? url : `https://${url}`).searchParams.get('v') ?? url.split('/').pop()!.split('?')[0]);
    }
    for (const url of ['https://vimeo.com/123', 'https://www.youtube.com/playlist?list=PL123', 'merhaba', '']) {
      const res = await add(other.partner, { date: '2025-02-01', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Lütfen geçerli bir YouTube video bağlantısı girin.' });
    }
  });

  it('a private or missing video, or a made-up search choice, is refused in Turkish', async () => {
    for (const payload of [{ url: `https://youtu.be/${PRIVATE_VIDEO_ID}` }, { url: 'https://youtu.be/YokBoyleBir' }, { videoId: 'YokBoyleBir' }]) {
      const res = await add(other.owner, { date: '2025-02-02', ...payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Bu video bulunamadı ya da paylaşıma kapalı.' });
    }
    expect((await day(other.owner, '2025-02-02')).music).toEqual([]);
    expect((await other.owner.api({ url: '/api/music?date=2025-13-01' })).statusCode).toBe(400);
  });

  it('only the adder deletes; another couple finds nothing; the day is free again', async () => {
    const [song] = (await day(c.owner, '2025-05-09')).music;
    const byPartner = await c.partner.api({ method: 'DELETE', url: `/api/music/${song.id}` });
    expect(byPartner.statusCode).toBe(403);
    expect(byPartner.json()).toEqual({ error: 'Bu müziği sadece ekleyen kişi silebilir.' });
    expect((await other.owner.api({ method: 'DELETE', url: `/api/music/${song.id}` })).statusCode).toBe(404);
    expect((await c.owner.api({ method: 'DELETE', url: `/api/music/${song.id}` })).statusCode).toBe(200);
    expect((await day(c.owner, '2025-05-09')).music).toEqual([]);
    expect((await add(c.owner, { date: '2025-05-09', videoId: PERFECT })).statusCode).toBe(201);
  });

  describe('search', () => {
    const search = (q: string, member = c.owner) => member.api({ url: `/api/music/search?q=${encodeURIComponent(q)}` });

    it('gives up to five results with cover, title and channel, and caches them', async () => {
      const before = yt.calls.filter((x) => x.search).length;
      const res = await search('ed sheeran');
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toEqual([
        { videoId: PERFECT, title: 'Ed Sheeran - Perfect (Official Music Video)', channel: 'Ed Sheeran', cover: expect.stringContaining(`/vi/${PERFECT}/hqdefault.jpg`) },
        { videoId: 'lp-EO5I60KA', title: 'Ed Sheeran - Thinking Out Loud (Official Music Video)', channel: 'Ed Sheeran', cover: expect.any(String) },
      ]);
      expect((await search('  Ed   SHEERAN ', c.partner)).json().results).toHaveLength(2);
      expect(yt.calls.filter((x) => x.search).length).toBe(before + 1);
      expect((await search('guns')).json().results[0].title).toBe("Guns N' Roses - Sweet Child O' Mine (Official Music Video)");
      expect((await search('qqxzyqqqzz')).json().results).toEqual([]);
      expect((await search('e')).json().results).toEqual([]);
    });

    it.each([
      ['quota', 'YouTube API kota sınırına ulaşıldı. Lütfen daha sonra tekrar deneyin.'],
      ['daily-limit', 'YouTube API kota sınırına ulaşıldı. Lütfen daha sonra tekrar deneyin.'],
      ['invalid-key', 'Müzik arama sırasında bir hata oluştu. Lütfen daha sonra tekrar deneyin.'],
      ['down', 'Müzik arama sırasında bir hata oluştu. Lütfen daha sonra tekrar deneyin.'],
    ] as const)('%s → 502 with the spec message, never a 500, never the key', async (fail, message) => {
      yt.fail = fail;
      const res = await search(`hata ${fail}`);
      yt.fail = null;
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: message });
      expect(res.body).not.toContain(KEY);
    });

    it('a failed search is not cached', async () => {
      yt.fail = 'quota';
      expect((await search('john legend')).statusCode).toBe(502);
      yt.fail = null;
      expect((await search('john legend')).json().results).toHaveLength(1);
    });

    it('is limited per member', async () => {
      const limited = await createTestApp({ env: { ...yt.env, CATALOG_MAX_PER_MINUTE: '2' } });
      const pair = await createCouple(limited);
      const q = (m: Couple['owner']) => m.api({ url: '/api/music/search?q=perfect' });
      expect((await q(pair.owner)).statusCode).toBe(200);
      expect((await q(pair.owner)).statusCode).toBe(200);
      expect((await q(pair.owner)).statusCode).toBe(429);
      expect((await q(pair.partner)).statusCode).toBe(200);
      await limited.close();
    });

    it('the key never reaches an answer or the logs', async () => {
      const config = await c.owner.api({ url: '/api/client-config' });
      expect(config.json().youtube.searchEnabled).toBe(true);
      expect(config.body).not.toContain(KEY);
      expect(logs.length).toBeGreaterThan(0);
      expect(logs).toContain('youtube call failed');
      expect(logs).not.toContain(KEY);
    });
  });
});

describe('music without a YouTube key', () => {
  let yt: FakeYouTube;
  let app: FastifyInstance;
  let c: Couple;
  beforeAll(async () => {
    yt = await startFakeYouTube();
    app = await createTestApp({ env: { ...yt.env, YOUTUBE_API_KEY: '' } });
    c = await createCouple(app);
  });
  afterAll(async () => {
    await app.close();
    await yt.close();
  });

  it('search says it needs a key and never calls YouTube; a link still works through oEmbed', async () => {
    const res = await c.owner.api({ url: '/api/music/search?q=perfect' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Arama için sunucuda bir YouTube API anahtarı gerekir.' });
    expect(yt.calls.filter((x) => x.search)).toEqual([]);
    const today = (await c.owner.api({ url: '/api/music' })).json().today;
    const added = await c.owner.api({ method: 'POST', url: '/api/music', payload: { date: today, url: `https://www.youtube.com/watch?v=${PERFECT}` } });
    expect(added.statusCode).toBe(201);
    expect(added.json().music.title).toBe('Ed Sheeran - Perfect (Official Music Video)');
  });

  it('an unreachable oEmbed is the save message (502), and nothing is stored', async () => {
    const offline = await createTestApp();
    const pair = await createCouple(offline);
    const today = (await pair.owner.api({ url: '/api/music' })).json().today;
    const res = await pair.owner.api({ method: 'POST', url: '/api/music', payload: { date: today, videoId: PERFECT } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'Müzik kaydedilirken bir hata oluştu.' });
    expect((await pair.owner.api({ url: '/api/music' })).json().music).toEqual([]);
    await offline.close();
  });
});
