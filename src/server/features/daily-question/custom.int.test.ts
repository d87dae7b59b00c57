import { describe, expect, it } from 'vitest';
import { useCoupleApp } from '../../testing/couple-app';
import type { TestMember } from '../../testing/fixtures';
import type { NotificationList } from '../../../shared/notifications';
import type { CustomQuestion, QuestionToday } from '../../../shared/daily-question';
import { runNudges } from '../notifications/nudges';
import { dailyNudges } from '../index';

/** 'Kendi sorunuzu ekleyin', 'Yılın sorusu' and the evening reminder. */
describe('the couple’s own questions, the year’s question and the reminder', () => {
  const clock = { now: new Date('2026-06-01T09:00:00Z') };
  const t = useCoupleApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
  const today = async (m: TestMember) => ((await m.api({ url: '/api/daily-question/today' })).json() as QuestionToday);
  const add = (m: TestMember, payload: unknown) => m.api({ method: 'POST', url: '/api/daily-question/custom', payload: payload as object });
  const list = async (m: TestMember) => ((await m.api({ url: '/api/daily-question/custom' })).json() as { questions: CustomQuestion[] }).questions;
  const answer = (m: TestMember, day: string, text: string) => m.api({ method: 'PUT', url: '/api/daily-question/answer', payload: { day, text } });
  const bell = async (m: TestMember) => ((await m.api({ url: '/api/notifications' })).json() as NotificationList).notifications.map((n) => `${n.title}: ${n.message}`);

  it("puts a question the couple wrote into the rotation: asked on the next new day, by both, with who wrote it", async () => {
    const bank = await today(t.c.owner);
    const res = await add(t.c.partner, { text: '  Birlikte gittiğimiz en güzel kahvaltı yeri hangisiydi?  ', category: 'anilar' });
    expect(res.statusCode).toBe(201);
    expect(res.json().question).toMatchObject({ text: 'Birlikte gittiğimiz en güzel kahvaltı yeri hangisiydi?', category: 'anilar', asked: false, addedBy: { displayName: 'Mehmet' } });
    // Today's question stays as it was asked.
    expect((await today(t.c.owner)).question).toEqual(bank.question);
    clock.now = new Date('2026-06-02T09:00:00Z');
    const next = await today(t.c.owner);
    expect(next.question).toMatchObject({ day: '2026-06-02', text: 'Birlikte gittiğimiz en güzel kahvaltı yeri hangisiydi?', custom: { addedBy: { displayName: 'Mehmet' } } });
    expect((await today(t.c.partner)).question).toEqual(next.question);
    expect((await list(t.c.owner))[0].asked).toBe(true);
  });

  it('refuses a too short or long question, an unknown category and a repeat, in Turkish', async () => {
    const cases: [unknown, string][] = [
      [{ text: 'Ne?', category: 'biz' }, 'Soru en az 5, en fazla 200 karakter olmalıdır.'],
      [{ text: 'a'.repeat(201), category: 'biz' }, 'Soru en az 5, en fazla 200 karakter olmalıdır.'],
      [{ text: 'Kategorisi olmayan soru?', category: 'spor' }, 'Lütfen bir kategori seçin.'],
      [{ text: 'BİRLİKTE gittiğimiz en güzel kahvaltı yeri hangisiydi?', category: 'biz' }, 'Bu soru zaten listenizde.'],
    ];
    for (const [payload, error] of cases) {
      const res = await add(t.c.owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(error);
    }
    expect(await list(t.c.owner)).toHaveLength(1);
  });

  it('lets only its writer take a question out; the day it was asked keeps it', async () => {
    const [question] = await list(t.c.owner);
    const denied = await t.c.owner.api({ method: 'DELETE', url: `/api/daily-question/custom/${question.id}` });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('Bu soruyu sadece ekleyen kişi silebilir.');
    expect((await t.c.partner.api({ method: 'DELETE', url: `/api/daily-question/custom/${question.id}` })).statusCode).toBe(200);
    expect(await list(t.c.owner)).toEqual([]);
    expect((await today(t.c.owner)).question.text).toBe('Birlikte gittiğimiz en güzel kahvaltı yeri hangisiydi?');
  });

  it("chooses 'Yılın sorusu' only among days both answered", async () => {
    const pick = (m: TestMember, day: unknown) => m.api({ method: 'PUT', url: '/api/daily-question/year-pick', payload: { day } });
    expect((await answer(t.c.owner, '2026-06-02', 'Karaköy’deki küçük fırın')).statusCode).toBe(200);
    const early = await pick(t.c.owner, '2026-06-02');
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('Yılın sorusu, ikinizin de cevapladığı bir soru olmalı.');
    expect((await pick(t.c.owner, '2026-06-09')).statusCode).toBe(400);
    expect((await answer(t.c.partner, '2026-06-02', 'Cihangir’deki bahçeli kafe')).statusCode).toBe(200);
    const chosen = await pick(t.c.partner, '2026-06-02');
    expect(chosen.json()).toEqual({ year: 2026, day: '2026-06-02' });
    clock.now = new Date('2026-06-03T09:00:00Z');
    const history = (await t.c.owner.api({ url: '/api/daily-question/history' })).json();
    expect(history.items[0]).toMatchObject({ question: { day: '2026-06-02' }, yearPick: true });
    const review = (await t.c.owner.api({ url: '/api/yilimiz/2026' })).json();
    expect(review.questions).toEqual({
      answeredTogether: 1,
      pick: { day: '2026-06-02', text: 'Birlikte gittiğimiz en güzel kahvaltı yeri hangisiydi?', answers: [{ name: 'Ayşe', text: 'Karaköy’deki küçük fırın' }, { name: 'Mehmet', text: 'Cihangir’deki bahçeli kafe' }] },
    });
    expect((await t.c.owner.api({ method: 'DELETE', url: '/api/daily-question/year-pick/2026' })).statusCode).toBe(200);
    expect((await t.c.owner.api({ url: '/api/yilimiz/2026' })).json().questions.pick).toBeNull();
  });

  it('reminds, in the evening of the space’s day, only the one who has not answered', async () => {
    clock.now = new Date('2026-06-04T12:00:00Z'); // 15:00 in Istanbul
    const { question } = await today(t.c.owner);
    expect((await answer(t.c.owner, '2026-06-04', 'Bugünün cevabı')).statusCode).toBe(200);
    expect(await runNudges(t.app, dailyNudges)).toBe(0);
    clock.now = new Date('2026-06-04T17:30:00Z'); // 20:30
    expect(await runNudges(t.app, dailyNudges)).toBeGreaterThanOrEqual(1);
    expect(await runNudges(t.app, dailyNudges)).toBe(0);
    expect(await bell(t.c.partner)).toContain(`Günün Sorusu: Bugünün sorusu sizi bekliyor: ${question.text}`);
    expect((await bell(t.c.owner)).filter((n) => n.includes('sizi bekliyor'))).toEqual([]);
  });
});
