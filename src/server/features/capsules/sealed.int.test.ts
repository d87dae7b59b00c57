import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple, type TestMember } from '../../testing/fixtures';
import { openConnectedStream, type SseStream } from '../../testing/sse-client';
import { readZipEntries } from '../../testing/transfer';
import { sealCapsule, capsuleOf } from '../../testing/capsules';
import { startFakePushService, type FakePushService } from '../../../../testing/fakes/push-service';
import { photos } from '../../db/schema';
import type { NotificationList } from '../../../shared/notifications';
import type { CapsuleList, OpenedCapsule } from '../../../shared/capsules';
import { runNudges } from '../notifications/nudges';
import { dailyNudges } from '../index';

/**
 * Sealed means sealed, at the API, with both members' sessions: until the opening day (the
 * space's zone) nobody — the author neither — gets a capsule's letter or photos from anywhere: the
 * list, the single read, a search, the photo route, live events, the calendar feed, Yılımız, the
 * member's export, a push. On its day it opens for both, with a morning notice and a push.
 */
describe('a sealed capsule', () => {
  let fake: FakePushService;
  let app: FastifyInstance;
  let base: string;
  let c: Couple;
  let capsuleId: string;
  let photoIds: string[];
  const streams: SseStream[] = [];
  // 12:00 on 10 March in Istanbul.
  const clock = { now: new Date('2026-03-10T09:00:00Z') };
  const LETTER = 'Sevgilim, bu satırları okuduğunda İzmir’deki o balkonu hatırla';
  const WORD = 'balkonu';

  beforeAll(async () => {
    fake = await startFakePushService();
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0', PUSH_ALLOWED_HOSTS: fake.allowedHost }, push: { agent: fake.agent } });
    base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
    c = await createCouple(app);
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await app.close();
    await fake.close();
  });

  const get = (m: TestMember, url: string) => m.api({ url });
  const bell = async (m: TestMember) => ((await m.api({ url: '/api/notifications' })).json() as NotificationList).notifications.map((n) => n.message);
  /** Neither the letter nor any of its photos' ids in what left the server. */
  const nothingOfIt = (text: string) => {
    expect(text).not.toContain(WORD);
    for (const id of photoIds) expect(text).not.toContain(id);
  };

  it('seals a letter with two photos; the author gets back only its title, author and date', async () => {
    const phone = fake.subscribe();
    expect((await c.partner.api({ method: 'POST', url: '/api/push/subscriptions', payload: phone })).statusCode).toBe(201);
    const partnerStream = await openConnectedStream(base, c.partner.cookie, streams);
    const res = await sealCapsule(c.owner, { title: 'Beşinci yılımıza', body: LETTER, openDate: '2026-03-11' }, 2);
    expect(res.statusCode, res.body).toBe(201);
    expect(capsuleOf(res)).toEqual({ id: expect.any(String), title: 'Beşinci yılımıza', author: { id: c.owner.id, displayName: 'Ayşe' }, openDate: '2026-03-11', sealed: true, daysLeft: 1 });
    capsuleId = capsuleOf(res).id;
    photoIds = (await app.ctx.db.select({ id: photos.id }).from(photos).where(eq(photos.spaceId, c.spaceId))).map((p) => p.id);
    expect(photoIds).toHaveLength(2);
    nothingOfIt(res.body);

    await partnerStream.until(() => partnerStream.changes().some((e) => e.topic === 'capsules'), 5000, 'the change event');
    nothingOfIt(partnerStream.text());
    await app.ctx.push.drain();
    await vi.waitFor(() => expect(fake.forSubscription(phone.endpoint)).toHaveLength(1));
    const [push] = fake.forSubscription(phone.endpoint);
    expect(push.payload).toMatchObject({ kind: 'capsules', body: 'Ayşe bir zaman kapsülü mühürledi: Beşinci yılımıza · açılış 11 Mart 2026' });
    nothingOfIt(JSON.stringify(push.payload));
  });

  it('gives neither member its letter or photos before the day: list, single read, search, summary, photo route', async () => {
    for (const member of [c.owner, c.partner]) {
      const list = await get(member, '/api/capsules');
      expect((list.json() as CapsuleList).capsules).toEqual([expect.objectContaining({ id: capsuleId, sealed: true })]);
      nothingOfIt(list.body);
      const one = await get(member, `/api/capsules/${capsuleId}`);
      expect(Object.keys(one.json().capsule).sort()).toEqual(['author', 'daysLeft', 'id', 'openDate', 'sealed', 'title']);
      nothingOfIt(one.body);
      // A word of the letter finds nothing (it would tell the word); the title is no secret.
      expect((await get(member, `/api/capsules?q=${WORD}`)).json().capsules).toEqual([]);
      expect((await get(member, '/api/capsules?q=BEŞİNCİ')).json().capsules).toHaveLength(1);
      expect((await get(member, '/api/capsules/summary')).json()).toEqual({ today: '2026-03-10', next: { id: capsuleId, title: 'Beşinci yılımıza', openDate: '2026-03-11', daysLeft: 1 }, sealed: 1, opened: 0 });
      for (const id of photoIds) {
        for (const url of [`/api/photos/${id}`, `/api/photos/${id}/thumb`]) {
          const photo = await get(member, url);
          expect(photo.statusCode, url).toBe(404);
          expect(photo.headers['cache-control']).toBe('no-store');
          expect(photo.headers['content-type']).toMatch(/json/);
        }
      }
      // Likes and comments come with the letter.
      const like = await member.api({ method: 'PUT', url: `/api/capsules/${capsuleId}/like` });
      expect(like.statusCode).toBe(400);
      expect(like.json().error).toBe('Bu kapsül henüz açılmadı.');
      expect((await member.api({ method: 'POST', url: `/api/capsules/${capsuleId}/comments`, payload: { text: 'Erken!' } })).statusCode).toBe(400);
      expect((await get(member, `/api/capsules/${capsuleId}/comments`)).statusCode).toBe(400);
    }
  });

  it('leaves it out of Yılımız, the calendar (but its day), home and the member’s own export', async () => {
    nothingOfIt((await get(c.partner, '/api/yilimiz/2026')).body);
    nothingOfIt((await get(c.partner, '/api/home')).body);
    const feed = await c.partner.api({ method: 'POST', url: '/api/calendar-feed', payload: {} });
    const ics = await app.inject({ url: new URL(feed.json().url).pathname });
    expect(ics.body).toContain('Zaman kapsülü açılıyor: Beşinci yılımıza');
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20260311');
    nothingOfIt(ics.body);
    for (const member of [c.owner, c.partner]) {
      const zip = await get(member, '/api/transfer/export');
      const files = await readZipEntries(zip.rawPayload);
      expect(JSON.parse(files.get('data/capsules.json')!.toString())).toEqual([]);
      expect(JSON.parse(files.get('manifest.json')!.toString()).heldBack).toEqual({ photos: 2, capsules: 1, 'capsule-photos': 2 });
      for (const [name, bytes] of files) {
        nothingOfIt(name);
        if (name.endsWith('.json')) nothingOfIt(bytes.toString());
      }
    }
  });

  it('opens on its day in the space’s zone: both get the morning notice and a push, then the letter, the photos, likes and comments', async () => {
    const phone = fake.subscribe();
    expect((await c.owner.api({ method: 'POST', url: '/api/push/subscriptions', payload: phone })).statusCode).toBe(201);
    // 23:59 of the 10th in Istanbul: still sealed.
    clock.now = new Date('2026-03-10T20:59:00Z');
    expect((await get(c.partner, `/api/photos/${photoIds[0]}`)).statusCode).toBe(404);
    // 07:00 of the 11th: open (it is its day), but the notice waits for the morning.
    clock.now = new Date('2026-03-11T04:00:00Z');
    expect((await get(c.partner, `/api/capsules/${capsuleId}`)).json().capsule.sealed).toBe(false);
    expect(await runNudges(app, dailyNudges)).toBe(0);
    clock.now = new Date('2026-03-11T06:00:00Z'); // 09:00
    expect(await runNudges(app, dailyNudges)).toBe(2);
    expect(await runNudges(app, dailyNudges)).toBe(0);
    for (const member of [c.owner, c.partner]) expect(await bell(member)).toContain('Bir zaman kapsülü açıldı: Beşinci yılımıza');
    await app.ctx.push.drain();
    await vi.waitFor(() => expect(fake.forSubscription(phone.endpoint).map((p) => p.payload.body)).toContain('Bir zaman kapsülü açıldı: Beşinci yılımıza'));

    const opened = (await get(c.partner, `/api/capsules/${capsuleId}`)).json().capsule as OpenedCapsule;
    expect(opened).toMatchObject({ sealed: false, body: LETTER, likes: 0, commentCount: 0 });
    expect(opened.photos.map((p) => p.id).sort()).toEqual([...photoIds].sort());
    const photo = await get(c.partner, opened.photos[0].url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect((await get(c.owner, `/api/capsules?q=${WORD}`)).json().capsules).toHaveLength(1);

    const like = await c.partner.api({ method: 'PUT', url: `/api/capsules/${capsuleId}/like` });
    expect(like.json().capsule).toMatchObject({ likes: 1, likedByMe: true });
    const comment = await c.partner.api({ method: 'POST', url: `/api/capsules/${capsuleId}/comments`, payload: { text: 'O balkonu hiç unutmadım' } });
    expect(comment.statusCode).toBe(201);
    expect(await bell(c.owner)).toEqual(expect.arrayContaining(['Mehmet kapsülünüzü beğendi: Beşinci yılımıza', 'Mehmet kapsülünüze yorum yaptı: Beşinci yılımıza']));
    expect((await get(c.owner, '/api/capsules/summary')).json()).toMatchObject({ next: null, sealed: 0, opened: 1 });
  });
});
