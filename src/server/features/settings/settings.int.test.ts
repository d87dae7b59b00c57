import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import type { ChangeEvent } from '../../../shared/events';
import type { SpecialDate } from '../../../shared/settings';

describe('settings: profile, space and special dates', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;

  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(() => app.close());

  const dates = async (m: Couple['owner']) =>
    ((await m.api({ url: '/api/settings/special-dates' })).json().specialDates as SpecialDate[]);
  const watch = (spaceId: string) => {
    const events: ChangeEvent[] = [];
    const stop = app.ctx.bus.subscribe(spaceId, (e) => events.push(e));
    return { topics: () => events.map((e) => e.topic), stop };
  };

  it('starts with the seeded special dates', async () => {
    expect((await dates(c.owner)).map((d) => [d.name, d.date, d.kind])).toEqual([
      ['Ay Dönümümüz', '2024-02-03', 'anniversary'],
      ['Sevgililer Günü', '2024-02-14', 'valentines'],
    ]);
  });

  it('profile: name and birthday; the birthday keeps one Doğum Günü date in step', async () => {
    const w = watch(c.spaceId);
    const res = await c.partner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { displayName: ' Memo ', birthday: '1994-11-05' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().me).toMatchObject({ displayName: 'Memo', birthday: '1994-11-05' });
    // With PostgreSQL the events travel through LISTEN/NOTIFY: they arrive a moment later.
    await vi.waitFor(() => expect(w.topics()).toEqual(expect.arrayContaining(['profile', 'special-dates'])));
    w.stop();

    let birthday = (await dates(c.owner)).filter((d) => d.kind === 'birthday');
    expect(birthday).toEqual([{ id: expect.any(String), name: "Memo'nun Doğum Günü", date: '1994-11-05', kind: 'birthday', userId: c.partner.id }]);

    await c.partner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { birthday: '1994-11-06' } });
    await c.partner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { displayName: 'Mehmet' } });
    birthday = (await dates(c.owner)).filter((d) => d.kind === 'birthday');
    expect(birthday.map((d) => [d.name, d.date])).toEqual([["Mehmet'in Doğum Günü", '1994-11-06']]);

    // Birthdays change in the profile, not in the list.
    const rename = await c.owner.api({ method: 'PATCH', url: `/api/settings/special-dates/${birthday[0].id}`, payload: { name: 'X' } });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toEqual({ error: 'Doğum günleri profil ayarlarından değiştirilir.' });
    expect((await c.owner.api({ method: 'DELETE', url: `/api/settings/special-dates/${birthday[0].id}` })).statusCode).toBe(400);

    await c.partner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { birthday: null } });
    expect((await dates(c.owner)).filter((d) => d.kind === 'birthday')).toEqual([]);
    expect((await c.partner.api({ url: '/api/session' })).json().me.birthday).toBeNull();
  });

  it('profile validation', async () => {
    const empty = await c.owner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { displayName: '  ' } });
    expect(empty.json()).toEqual({ error: 'Lütfen adınızı girin.' });
    const badDate = await c.owner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { birthday: '1990-02-30' } });
    expect(badDate.json()).toEqual({ error: 'Geçerli bir tarih girin.' });
  });

  it('space: name, time zone (validated) and together-since moving the anniversary', async () => {
    const w = watch(c.spaceId);
    const res = await c.partner.api({
      method: 'PATCH',
      url: '/api/settings/space',
      payload: { name: 'Bizim Defter', togetherSince: '2022-06-18', timeZone: 'europe/berlin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().me.space).toMatchObject({ name: 'Bizim Defter', togetherSince: '2022-06-18', timeZone: 'Europe/Berlin' });
    await vi.waitFor(() => expect(w.topics()).toEqual(expect.arrayContaining(['space', 'special-dates'])));
    w.stop();
    expect((await c.owner.api({ url: '/api/session' })).json().me.space.timeZone).toBe('Europe/Berlin');
    expect((await dates(c.owner)).find((d) => d.kind === 'anniversary')!.date).toBe('2022-06-18');
    // Nothing of it reached the other couple.
    expect((await other.owner.api({ url: '/api/session' })).json().me.space).toMatchObject({ togetherSince: '2024-02-03', timeZone: 'Europe/Istanbul' });
    expect((await dates(other.owner)).find((d) => d.kind === 'anniversary')!.date).toBe('2024-02-03');

    const bad = await c.owner.api({ method: 'PATCH', url: '/api/settings/space', payload: { timeZone: 'Mars/Olympus' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Geçerli bir saat dilimi seçin.' });
    const noName = await c.owner.api({ method: 'PATCH', url: '/api/settings/space', payload: { name: '' } });
    expect(noName.json()).toEqual({ error: 'Lütfen defterin adını girin.' });
  });

  it('special dates: add, rename, move, delete; another couple sees and touches nothing', async () => {
    const w = watch(c.spaceId);
    const add = await c.owner.api({ method: 'POST', url: '/api/settings/special-dates', payload: { name: ' İlk Buluşma ', date: '2021-09-12' } });
    expect(add.statusCode).toBe(201);
    const created: SpecialDate = add.json().specialDate;
    expect(created).toMatchObject({ name: 'İlk Buluşma', date: '2021-09-12', kind: 'custom', userId: null });
    await vi.waitFor(() => expect(w.topics()).toContain('special-dates'));
    w.stop();

    const renamed = await c.partner.api({ method: 'PATCH', url: `/api/settings/special-dates/${created.id}`, payload: { name: 'İlk Randevu' } });
    expect(renamed.json().specialDate).toMatchObject({ name: 'İlk Randevu', date: '2021-09-12' });
    const moved = await c.partner.api({ method: 'PATCH', url: `/api/settings/special-dates/${created.id}`, payload: { date: '2021-09-13' } });
    expect(moved.json().specialDate).toMatchObject({ name: 'İlk Randevu', date: '2021-09-13' });

    expect((await dates(other.owner)).some((d) => d.id === created.id)).toBe(false);
    for (const res of [
      await other.owner.api({ method: 'PATCH', url: `/api/settings/special-dates/${created.id}`, payload: { name: 'Hack' } }),
      await other.owner.api({ method: 'DELETE', url: `/api/settings/special-dates/${created.id}` }),
    ]) {
      expect(res.statusCode).toBe(404);
    }

    const noName = await c.owner.api({ method: 'POST', url: '/api/settings/special-dates', payload: { name: '', date: '2021-09-12' } });
    expect(noName.json()).toEqual({ error: 'Lütfen özel günün adını girin.' });
    const noDate = await c.owner.api({ method: 'POST', url: '/api/settings/special-dates', payload: { name: 'X' } });
    expect(noDate.json()).toEqual({ error: 'Geçerli bir tarih girin.' });

    expect((await c.owner.api({ method: 'DELETE', url: `/api/settings/special-dates/${created.id}` })).statusCode).toBe(200);
    expect((await dates(c.owner)).some((d) => d.id === created.id)).toBe(false);
    expect((await c.owner.api({ method: 'DELETE', url: `/api/settings/special-dates/${created.id}` })).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/settings/special-dates'],
      ['PATCH', '/api/settings/space'],
      ['POST', '/api/settings/profile/photo'],
    ] as const) {
      expect((await app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
    }
  });
});
