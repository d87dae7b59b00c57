import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import type { Memory } from '../../../shared/memories';
import type { ChangeEvent } from '../../../shared/events';

describe('memories', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;
  const clock = { now: new Date('2025-05-10T09:00:00Z') };

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(() => app.close());

  const add = (member: Couple['owner'], payload: object) => member.api({ method: 'POST', url: '/api/memories', payload });
  const page = async (member: Couple['owner'], query = '') => (await member.api({ url: `/api/memories${query}` })).json();

  it('adds, lists, edits and deletes a memory of the owner, live for the space', async () => {
    const events: ChangeEvent[] = [];
    const stop = app.ctx.bus.subscribe(c.spaceId, (e) => events.push(e));
    const res = await add(c.owner, { title: '  Kapadokya 🎈 ', description: 'Balonlar!', date: '2024-09-14', category: 'travel' });
    expect(res.statusCode).toBe(201);
    const memory: Memory = res.json().memory;
    expect(memory).toMatchObject({
      title: 'Kapadokya 🎈',
      description: 'Balonlar!',
      date: '2024-09-14',
      category: 'travel',
      photos: [],
      likes: 0,
      likedByMe: false,
      commentCount: 0,
      addedBy: { id: c.owner.id, displayName: 'Ayşe' },
    });
    await vi.waitFor(() => expect(events.some((e) => e.topic === 'memories' && e.actorId === c.owner.id)).toBe(true));

    const list = await page(c.partner);
    expect(list.memories.map((m: Memory) => m.id)).toEqual([memory.id]);
    expect(list.nextCursor).toBeNull();
    expect((await c.partner.api({ url: `/api/memories/${memory.id}` })).json().memory.title).toBe('Kapadokya 🎈');

    const put = await c.owner.api({ method: 'PUT', url: `/api/memories/${memory.id}`, payload: { title: 'Kapadokya', date: '2024-09-15', category: 'nature' } });
    expect(put.statusCode).toBe(200);
    expect(put.json().memory).toMatchObject({ title: 'Kapadokya', description: '', date: '2024-09-15', category: 'nature' });

    const del = await c.owner.api({ method: 'DELETE', url: `/api/memories/${memory.id}` });
    expect(del.statusCode).toBe(200);
    expect((await page(c.partner)).memories).toEqual([]);
    expect((await c.owner.api({ url: `/api/memories/${memory.id}` })).statusCode).toBe(404);
    stop();
  });

  it('refuses a missing title, an unknown category and a date that is not a day, changing nothing', async () => {
    const cases: [object, string][] = [
      [{ title: '  ', date: '2024-01-01', category: 'food' }, 'Lütfen bir başlık girin.'],
      [{ date: '2024-01-01', category: 'food' }, 'Lütfen bir başlık girin.'],
      [{ title: 'x'.repeat(121), date: '2024-01-01', category: 'food' }, 'Başlık en fazla 120 karakter olabilir.'],
      [{ title: 'A', date: '2024-01-01', category: 'sports' }, 'Lütfen bir kategori seçin.'],
      [{ title: 'A', date: '2023-02-29', category: 'food' }, 'Geçerli bir tarih girin.'],
      [{ title: 'A', date: '14.02.2024', category: 'food' }, 'Geçerli bir tarih girin.'],
      [{ title: 'A', category: 'food' }, 'Geçerli bir tarih girin.'],
    ];
    for (const [payload, error] of cases) {
      const res = await add(c.owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect((await page(c.owner)).memories).toEqual([]);
    expect((await c.owner.api({ url: '/api/memories?sort=random' })).statusCode).toBe(400);
    expect((await c.owner.api({ url: '/api/memories?category=sports' })).statusCode).toBe(400);
    expect((await c.owner.api({ url: '/api/memories?cursor=bm9wZQ' })).statusCode).toBe(400);
    expect((await c.owner.api({ url: '/api/memories?limit=1000' })).statusCode).toBe(400);
    // A cursor is only good for the sort that made it; a forged one is a 400, never a 500.
    const dateCursor = Buffer.from(JSON.stringify(['2024-01-01', '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    expect((await c.owner.api({ url: `/api/memories?sort=likes&cursor=${dateCursor}` })).statusCode).toBe(400);
    expect((await c.owner.api({ url: `/api/memories?sort=date-asc&cursor=${dateCursor}` })).statusCode).toBe(200);
    const badDate = Buffer.from(JSON.stringify(['2024-02-30', '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    expect((await c.owner.api({ url: `/api/memories?cursor=${badDate}` })).json()).toEqual({ error: 'İstek geçersiz. Lütfen bilgileri kontrol edin.' });
  });

  it('only the adder edits or deletes; another couple finds nothing', async () => {
    const memory: Memory = (await add(c.owner, { title: 'Benim anım', date: '2024-01-01', category: 'other' })).json().memory;
    const edit = await c.partner.api({ method: 'PUT', url: `/api/memories/${memory.id}`, payload: { title: 'Değişti', date: '2024-01-01', category: 'other' } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ error: 'Bu anıyı sadece yükleyen kişi düzenleyebilir.' });
    const del = await c.partner.api({ method: 'DELETE', url: `/api/memories/${memory.id}` });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ error: 'Bu anıyı sadece yükleyen kişi silebilir.' });
    for (const res of [
      await other.owner.api({ url: `/api/memories/${memory.id}` }),
      await other.owner.api({ method: 'PUT', url: `/api/memories/${memory.id}`, payload: { title: 'a', date: '2024-01-01', category: 'other' } }),
      await other.owner.api({ method: 'DELETE', url: `/api/memories/${memory.id}` }),
      await other.owner.api({ method: 'PUT', url: `/api/memories/${memory.id}/like` }),
      await other.owner.api({ url: `/api/memories/${memory.id}/comments` }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Aradığınız kayıt bulunamadı.' });
    }
    expect((await page(other.owner)).memories).toEqual([]);
    expect((await app.inject({ url: '/api/memories' })).statusCode).toBe(401);
    expect((await c.owner.api({ method: 'DELETE', url: '/api/memories/123' })).statusCode).toBe(404);
    expect((await page(c.owner)).memories.find((m: Memory) => m.id === memory.id).title).toBe('Benim anım');
    await c.owner.api({ method: 'DELETE', url: `/api/memories/${memory.id}` });
  });

  it('the calendar asks for one month, filtered by category', async () => {
    const ids: Record<string, string> = {};
    for (const [title, date, category] of [
      ['Nisan sonu', '2025-04-30', 'food'],
      ['Mayıs başı', '2025-05-01', 'food'],
      ['Mayıs ortası', '2025-05-15', 'nature'],
      ['Mayıs sonu', '2025-05-31', 'food'],
      ['Haziran', '2025-06-01', 'food'],
      ['Aralık', '2024-12-31', 'food'],
    ]) {
      ids[title] = (await add(c.partner, { title, date, category })).json().memory.id;
    }
    const may = (await c.owner.api({ url: '/api/memories/calendar?month=2025-05' })).json();
    expect(may.memories.map((m: Memory) => m.title)).toEqual(['Mayıs başı', 'Mayıs ortası', 'Mayıs sonu']);
    const food = (await c.owner.api({ url: '/api/memories/calendar?month=2025-05&category=food' })).json();
    expect(food.memories.map((m: Memory) => m.title)).toEqual(['Mayıs başı', 'Mayıs sonu']);
    const dec = (await c.owner.api({ url: '/api/memories/calendar?month=2024-12' })).json();
    expect(dec.memories.map((m: Memory) => m.title)).toEqual(['Aralık']);
    expect((await other.owner.api({ url: '/api/memories/calendar?month=2025-05' })).json().memories).toEqual([]);
    for (const bad of ['2025-13', '2025-5', 'mayis', '']) {
      const res = await c.owner.api({ url: `/api/memories/calendar?month=${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Geçerli bir ay girin.' });
    }
    expect((await c.owner.api({ url: '/api/memories/calendar' })).statusCode).toBe(400);
    for (const id of Object.values(ids)) await c.partner.api({ method: 'DELETE', url: `/api/memories/${id}` });
  });
});
