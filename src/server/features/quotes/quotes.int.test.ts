import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import type { Quote } from '../../../shared/quotes';
import type { ChangeEvent } from '../../../shared/events';

describe('quotes', () => {
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

  const add = (member: Couple['owner'], payload: object) => member.api({ method: 'POST', url: '/api/quotes', payload });

  it('adds, lists newest first, edits and deletes a quote of the owner', async () => {
    const events: ChangeEvent[] = [];
    const stop = app.ctx.bus.subscribe(c.spaceId, (e) => events.push(e));
    const res = await add(c.owner, { text: '  Sevgi, iki bedende yaşayan tek ruhtur. ', author: 'Aristoteles', source: 'Anonim derleme' });
    expect(res.statusCode).toBe(201);
    const quote: Quote = res.json().quote;
    expect(quote).toMatchObject({
      text: 'Sevgi, iki bedende yaşayan tek ruhtur.',
      author: 'Aristoteles',
      source: 'Anonim derleme',
      isAnonymous: false,
      createdAt: '2025-05-10T09:00:00.000Z',
      addedBy: { id: c.owner.id, displayName: 'Ayşe' },
    });
    await vi.waitFor(() => expect(events.some((e) => e.topic === 'quotes' && e.actorId === c.owner.id)).toBe(true));

    clock.now = new Date('2025-05-10T10:00:00Z');
    await add(c.partner, { text: 'İkinci', author: 'Mehmet' });
    const list: Quote[] = (await c.owner.api({ url: '/api/quotes' })).json().quotes;
    expect(list.map((q) => q.text)).toEqual(['İkinci', 'Sevgi, iki bedende yaşayan tek ruhtur.']);

    const put = await c.owner.api({ method: 'PUT', url: `/api/quotes/${quote.id}`, payload: { text: 'Yeni metin', author: 'X', isAnonymous: true } });
    expect(put.statusCode).toBe(200);
    expect(put.json().quote).toMatchObject({ text: 'Yeni metin', author: 'Anonim', isAnonymous: true, source: '' });

    const del = await c.owner.api({ method: 'DELETE', url: `/api/quotes/${quote.id}` });
    expect(del.statusCode).toBe(200);
    const after: Quote[] = (await c.partner.api({ url: '/api/quotes' })).json().quotes;
    expect(after.map((q) => q.text)).toEqual(['İkinci']);
    stop();
  });

  it('anonymous quotes need no author and read Anonim', async () => {
    const res = await add(c.owner, { text: 'Kimin dediği önemli değil.', author: '', isAnonymous: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().quote.author).toBe('Anonim');
  });

  it('answers the spec messages for a missing text or author', async () => {
    const noText = await add(c.owner, { text: '  ', author: 'X' });
    expect(noText.statusCode).toBe(400);
    expect(noText.json()).toEqual({ error: 'Lütfen bir alıntı girin.' });
    const missing = await add(c.owner, { author: 'X' });
    expect(missing.json()).toEqual({ error: 'Lütfen bir alıntı girin.' });
    const noAuthor = await add(c.owner, { text: 'Metin' });
    expect(noAuthor.statusCode).toBe(400);
    expect(noAuthor.json()).toEqual({ error: 'Lütfen yazarı girin.' });
    const longText = await add(c.owner, { text: 'x'.repeat(2001), author: 'X' });
    expect(longText.statusCode).toBe(400);
  });

  it('the partner may not edit or delete it (403), another couple finds nothing (404)', async () => {
    const quote: Quote = (await add(c.owner, { text: 'Benim alıntım', author: 'Ayşe' })).json().quote;
    const edit = await c.partner.api({ method: 'PUT', url: `/api/quotes/${quote.id}`, payload: { text: 'Değişti', author: 'M' } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ error: 'Bu alıntıyı sadece ekleyen kişi düzenleyebilir.' });
    const del = await c.partner.api({ method: 'DELETE', url: `/api/quotes/${quote.id}` });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ error: 'Bu alıntıyı sadece ekleyen kişi silebilir.' });

    for (const res of [
      await other.owner.api({ method: 'PUT', url: `/api/quotes/${quote.id}`, payload: { text: 'a', author: 'b' } }),
      await other.owner.api({ method: 'DELETE', url: `/api/quotes/${quote.id}` }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Aradığınız kayıt bulunamadı.' });
    }
    expect((await other.owner.api({ url: '/api/quotes' })).json().quotes).toEqual([]);
    expect((await app.inject({ url: '/api/quotes' })).statusCode).toBe(401);
    expect((await c.owner.api({ method: 'DELETE', url: '/api/quotes/123' })).statusCode).toBe(404);

    const still: Quote[] = (await c.owner.api({ url: '/api/quotes' })).json().quotes;
    expect(still.find((q) => q.id === quote.id)?.text).toBe('Benim alıntım');
  });

  it('tells the partner, never the one who added it', async () => {
    const before = (await c.owner.api({ url: '/api/notifications' })).json().unreadCount;
    const partnerBefore = (await c.partner.api({ url: '/api/notifications' })).json().unreadCount;
    await add(c.owner, { text: 'Bildirim için bir alıntı', author: 'Ayşe' });
    const owner = (await c.owner.api({ url: '/api/notifications' })).json();
    const partner = (await c.partner.api({ url: '/api/notifications' })).json();
    expect(owner.unreadCount).toBe(before);
    expect(partner.unreadCount).toBe(partnerBefore + 1);
    expect(partner.notifications[0]).toMatchObject({
      title: 'Yeni alıntı',
      message: 'Ayşe yeni bir alıntı ekledi: “Bildirim için bir alıntı”',
      read: false,
    });
    expect((await other.owner.api({ url: '/api/notifications' })).json().notifications).toEqual([]);
  });
});
