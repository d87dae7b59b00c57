import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { spaces, specialDates, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../platform/auth/sessions';

const valid = { name: 'Ayşe', email: 'Ayse@Example.com', password: 'uzun-sifre-1', togetherSince: '2024-02-03' };

describe('setup', () => {
  let app: FastifyInstance;
  const setup = (payload: unknown) => app.inject({ method: 'POST', url: '/api/setup', payload: payload as never });
  const session = async (cookie?: string) =>
    (await app.inject({ url: '/api/session', headers: cookie ? { cookie } : {} })).json();

  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(() => app.close());

  it('runs once: creates the space and its first member, signs them in, then answers 409', async () => {
    expect(await session()).toEqual({ me: null, needsSetup: true });

    const res = await setup(valid);
    expect(res.statusCode).toBe(201);
    const me = res.json().me;
    expect(me).toMatchObject({ email: 'ayse@example.com', displayName: 'Ayşe', space: { togetherSince: '2024-02-03', timeZone: 'Europe/Istanbul' } });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect((await session(`${SESSION_COOKIE}=${cookie.value}`)).me.id).toBe(me.id);
    expect(await session()).toEqual({ me: null, needsSetup: false });

    const again = await setup({ ...valid, email: 'baska@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Kurulum zaten tamamlanmış.' });
    expect(again.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(await app.ctx.db.select().from(users)).toHaveLength(1);
    expect(await app.ctx.db.select().from(spaces)).toHaveLength(1);
  });

  it('seeds the special dates: Ay Dönümümüz on the together-since date and Sevgililer Günü on 14 February', async () => {
    const me = (await setup({ ...valid, togetherSince: '2021-09-17' })).json().me;
    const dates = await app.ctx.db.select().from(specialDates).where(eq(specialDates.spaceId, me.space.id));
    expect(dates.map((d) => ({ name: d.name, date: d.date, kind: d.kind })).sort((a, b) => a.date.localeCompare(b.date))).toEqual([
      { name: 'Sevgililer Günü', date: '2021-02-14', kind: 'valentines' },
      { name: 'Ay Dönümümüz', date: '2021-09-17', kind: 'anniversary' },
    ]);
  });

  it('lets only one of two simultaneous setups through', async () => {
    const results = await Promise.all([setup(valid), setup({ ...valid, email: 'iki@example.com', name: 'İki' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await app.ctx.db.select().from(users)).toHaveLength(1);
    expect(await app.ctx.db.select().from(spaces)).toHaveLength(1);
  });

  it.each([
    ['a short password', { password: 'kisa123' }, 'Şifre en az 8 karakter olmalıdır.'],
    ['no password', { password: undefined }, 'Şifre en az 8 karakter olmalıdır.'],
    ['a bad e-mail', { email: 'ayse' }, 'Geçerli bir e-posta adresi girin.'],
    ['a blank name', { name: '   ' }, 'Lütfen adınızı girin.'],
    ['a long name', { name: 'x'.repeat(61) }, 'Ad en fazla 60 karakter olabilir.'],
    ['no date', { togetherSince: undefined }, 'Geçerli bir tarih girin.'],
    ['a day that does not exist', { togetherSince: '2023-02-29' }, 'Geçerli bir tarih girin.'],
    ['a date in another format', { togetherSince: '03.02.2024' }, 'Geçerli bir tarih girin.'],
  ])('refuses %s with its Turkish message and creates nothing', async (_what, change, message) => {
    const res = await setup({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await session()).toEqual({ me: null, needsSetup: true });
  });
});
