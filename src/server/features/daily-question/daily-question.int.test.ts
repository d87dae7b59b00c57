import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple, type TestMember } from '../../testing/fixtures';
import { openConnectedStream, type SseStream } from '../../testing/sse-client';
import { startFakePushService, type FakePushService } from '../../../../testing/fakes/push-service';
import type { NotificationList } from '../../../shared/notifications';
import type { QuestionToday } from '../../../shared/daily-question';

/**
 * Günün Sorusu at the API, with both members' sessions: the partner's words never leave the server
 * before one's own answer is saved — not in the day's read, not in a live event, not in a push.
 */
describe('the day’s question', () => {
  let fake: FakePushService;
  let app: FastifyInstance;
  let base: string;
  let c: Couple;
  const streams: SseStream[] = [];
  // 12:00 in Istanbul on 10 March: outside the push quiet hours.
  const clock = { now: new Date('2026-03-10T09:00:00Z') };
  const SECRET = 'Moda sahilinde, çaylar soğurken';
  const REPLY = 'Kadıköy iskelesinde, martılar arasında';

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

  const today = async (m: TestMember) => {
    const res = await m.api({ url: '/api/daily-question/today' });
    expect(res.statusCode).toBe(200);
    return { raw: res.body, data: res.json() as QuestionToday };
  };
  const answer = (m: TestMember, payload: unknown) => m.api({ method: 'PUT', url: '/api/daily-question/answer', payload: payload as object });
  const bell = async (m: TestMember) => ((await m.api({ url: '/api/notifications' })).json() as NotificationList).notifications.map((n) => n.message);

  it('asks both members the same question on the same day, by the space’s calendar', async () => {
    const [owner, partner] = [await today(c.owner), await today(c.partner)];
    expect(owner.data.today).toBe('2026-03-10');
    expect(owner.data.question).toEqual(partner.data.question);
    expect(owner.data.question.text).toMatch(/\?$/);
    expect(owner.data.mine).toBeNull();
    expect(owner.data.others).toEqual([{ member: { id: c.partner.id, displayName: 'Mehmet' }, answered: false, answer: null }]);
    // 23:30 in Istanbul is already the 11th in Auckland: a space there has moved on to a new question.
    clock.now = new Date('2026-03-10T20:30:00Z');
    expect((await today(c.owner)).data.today).toBe('2026-03-10');
    await c.owner.api({ method: 'PATCH', url: '/api/settings/space', payload: { timeZone: 'Pacific/Auckland' } });
    const auckland = await today(c.owner);
    expect(auckland.data.today).toBe('2026-03-11');
    await c.owner.api({ method: 'PATCH', url: '/api/settings/space', payload: { timeZone: 'Europe/Istanbul' } });
    clock.now = new Date('2026-03-10T09:00:00Z');
  });

  it("keeps the partner's answer off the wire until one's own is saved: the read, the live event, the push", async () => {
    const phone = fake.subscribe();
    expect((await c.partner.api({ method: 'POST', url: '/api/push/subscriptions', payload: phone })).statusCode).toBe(201);
    const partnerStream = await openConnectedStream(base, c.partner.cookie, streams);
    const saved = await answer(c.owner, { day: '2026-03-10', text: SECRET });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as QuestionToday).mine?.text).toBe(SECRET);

    // The partner's page hears that something changed, and nothing of what.
    await partnerStream.until(() => partnerStream.changes().some((e) => e.topic === 'daily-question'), 5000, 'the change event');
    expect(partnerStream.text()).not.toContain(SECRET.slice(0, 12));
    const before = await today(c.partner);
    expect(before.raw).not.toContain(SECRET.slice(0, 12));
    expect(before.data.others).toEqual([{ member: { id: c.owner.id, displayName: 'Ayşe' }, answered: true, answer: null }]);
    expect(before.data.allAnswered).toBe(false);
    // Nor does the history or a search give it away (today is not history yet; a search is tried anyway).
    const probe = await c.partner.api({ url: `/api/daily-question/history?q=${encodeURIComponent('çaylar')}` });
    expect(probe.body).not.toContain(SECRET.slice(0, 12));

    expect(await bell(c.partner)).toContain('Ayşe günün sorusunu cevapladı — sizin cevabınızı bekliyor.');
    await app.ctx.push.drain();
    await vi.waitFor(() => expect(fake.forSubscription(phone.endpoint)).toHaveLength(1));
    const [push] = fake.forSubscription(phone.endpoint);
    expect(push.payload).toMatchObject({ title: 'Günün Sorusu', body: 'Ayşe günün sorusunu cevapladı — sizin cevabınızı bekliyor.', url: '/soru', kind: 'daily-question' });
    expect(JSON.stringify(push.payload)).not.toContain(SECRET.slice(0, 12));
  });

  it('shows both answers to both once both have answered, and tells the first one', async () => {
    const saved = await answer(c.partner, { day: '2026-03-10', text: REPLY });
    expect(saved.statusCode).toBe(200);
    const partner = saved.json() as QuestionToday;
    expect(partner.allAnswered).toBe(true);
    expect(partner.others[0].answer?.text).toBe(SECRET);
    const owner = (await today(c.owner)).data;
    expect(owner.others[0]).toMatchObject({ answered: true, answer: { text: REPLY } });
    expect(await bell(c.owner)).toContain('İkiniz de cevapladınız.');
  });

  it('lets an answer be edited the same day, without ringing again, and never after', async () => {
    const before = (await bell(c.owner)).length;
    expect((await answer(c.partner, { day: '2026-03-10', text: `${REPLY}, bir de simit` })).statusCode).toBe(200);
    expect((await today(c.owner)).data.others[0].answer?.text).toBe(`${REPLY}, bir de simit`);
    expect(await bell(c.owner)).toHaveLength(before);

    clock.now = new Date('2026-03-11T09:00:00Z');
    const late = await answer(c.partner, { day: '2026-03-10', text: 'Düzeltme' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('Yalnızca bugünün sorusu cevaplanabilir; geçmiş günlerin cevapları değişmez.');
    const history = (await c.owner.api({ url: '/api/daily-question/history' })).json();
    expect(history.items[0].question.day).toBe('2026-03-10');
    expect(history.items[0].others[0].answer.text).toBe(`${REPLY}, bir de simit`);
  });

  it('refuses empty, too long, malformed and other days’ answers in Turkish, and keeps nothing', async () => {
    const cases: [unknown, string][] = [
      [{ day: '2026-03-11', text: '   ' }, 'Lütfen bir cevap yazın.'],
      [{ day: '2026-03-11', text: 'a'.repeat(1001) }, 'Cevap en fazla 1000 karakter olabilir.'],
      [{ day: '2026-03-12', text: 'Yarının cevabı' }, 'Yalnızca bugünün sorusu cevaplanabilir; geçmiş günlerin cevapları değişmez.'],
      [{ day: '11.03.2026', text: 'Biçim' }, 'Geçerli bir tarih girin.'],
      [{ text: 'Günsüz' }, 'Geçerli bir tarih girin.'],
    ];
    for (const [payload, error] of cases) {
      const res = await answer(c.owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(error);
    }
    expect((await answer(c.owner, 'düz metin')).statusCode).toBe(400);
    expect((await today(c.owner)).data.mine).toBeNull();
    expect((await today(c.partner)).data.others[0].answered).toBe(false);
    // A thousand characters is the limit, not past it.
    expect((await answer(c.owner, { day: '2026-03-11', text: 'ş'.repeat(1000) })).statusCode).toBe(200);
  });

  it("never shows another couple's question day or answers", async () => {
    const other = await createCouple(app, ['Zeynep', 'Can']);
    const theirs = (await today(other.owner)).data;
    expect(theirs.mine).toBeNull();
    expect(theirs.others.map((o) => o.member.displayName)).toEqual(['Can']);
    const history = await other.owner.api({ url: '/api/daily-question/history' });
    expect(history.json().items).toEqual([]);
  });
});
