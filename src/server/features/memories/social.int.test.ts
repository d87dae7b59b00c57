import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple, seedContextFor } from '../../testing/fixtures';
import type { Memory, MemoryComment } from '../../../shared/memories';

describe('memory likes and comments', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;

  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(() => app.close());

  const addMemory = async (member: Couple['owner'], title = 'Sahilde gün batımı') =>
    (await member.api({ method: 'POST', url: '/api/memories', payload: { title, date: '2024-08-01', category: 'nature' } })).json().memory as Memory;
  const get = async (member: Couple['owner'], id: string) => (await member.api({ url: `/api/memories/${id}` })).json().memory as Memory;
  const notifications = async (member: Couple['owner']) => (await member.api({ url: '/api/notifications' })).json();

  it('both members liking at the same moment never lose a like', async () => {
    for (let round = 0; round < 5; round++) {
      const memory = await addMemory(c.owner, `Tur ${round}`);
      const url = `/api/memories/${memory.id}/like`;
      const results = await Promise.all([
        c.owner.api({ method: 'PUT', url }),
        c.partner.api({ method: 'PUT', url }),
        c.partner.api({ method: 'PUT', url }),
        c.owner.api({ method: 'PUT', url }),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const after = await get(c.owner, memory.id);
      expect(after.likes).toBe(2);
      expect(after.likedByMe).toBe(true);
      expect((await get(c.partner, memory.id)).likedByMe).toBe(true);

      await Promise.all([c.owner.api({ method: 'DELETE', url }), c.partner.api({ method: 'DELETE', url }), c.partner.api({ method: 'DELETE', url })]);
      expect(await get(c.owner, memory.id)).toMatchObject({ likes: 0, likedByMe: false });
    }
  });

  it('a like answers the memory as the liker sees it; unlike takes it back; the adder is told once', async () => {
    const memory = await addMemory(c.owner, 'Kapadokya balonları');
    const before = (await notifications(c.owner)).unreadCount;
    const liked = await c.partner.api({ method: 'PUT', url: `/api/memories/${memory.id}/like` });
    expect(liked.json().memory).toMatchObject({ likes: 1, likedByMe: true });
    const owner = await notifications(c.owner);
    expect(owner.unreadCount).toBe(before + 1);
    expect(owner.notifications[0]).toMatchObject({ title: 'Yeni beğeni', message: 'Mehmet anınızı beğendi: Kapadokya balonları', read: false });

    const unliked = await c.partner.api({ method: 'DELETE', url: `/api/memories/${memory.id}/like` });
    expect(unliked.json().memory).toMatchObject({ likes: 0, likedByMe: false });
    await c.partner.api({ method: 'PUT', url: `/api/memories/${memory.id}/like` });
    expect((await notifications(c.owner)).unreadCount).toBe(before + 1);

    // Liking one's own memory tells nobody.
    const partnerBefore = (await notifications(c.partner)).unreadCount;
    await c.owner.api({ method: 'PUT', url: `/api/memories/${memory.id}/like` });
    expect((await notifications(c.partner)).unreadCount).toBe(partnerBefore);
    expect((await notifications(other.owner)).notifications).toEqual([]);
  });

  it('comments: list, add, delete one’s own; the count on the card; the adder is told', async () => {
    const memory = await addMemory(c.owner, 'İlk kamp ateşimiz 🔥');
    const url = `/api/memories/${memory.id}/comments`;
    const before = (await notifications(c.owner)).unreadCount;

    const added = await c.partner.api({ method: 'POST', url, payload: { text: '  Ne güzel bir geceydi!  ' } });
    expect(added.statusCode).toBe(201);
    const comment: MemoryComment = added.json().comment;
    expect(comment).toMatchObject({ text: 'Ne güzel bir geceydi!', author: { id: c.partner.id, displayName: 'Mehmet' } });
    const owner = await notifications(c.owner);
    expect(owner.unreadCount).toBe(before + 1);
    expect(owner.notifications[0]).toMatchObject({ title: 'Yeni yorum', message: 'Mehmet anınıza yorum yaptı: İlk kamp ateşimiz 🔥' });

    const own = (await c.owner.api({ method: 'POST', url, payload: { text: 'Kesinlikle ❤️' } })).json().comment as MemoryComment;
    expect((await notifications(c.owner)).unreadCount).toBe(before + 1);
    const list: MemoryComment[] = (await c.owner.api({ url })).json().comments;
    expect(list.map((x) => x.text)).toEqual(['Ne güzel bir geceydi!', 'Kesinlikle ❤️']);
    expect((await get(c.partner, memory.id)).commentCount).toBe(2);

    const foreign = await c.owner.api({ method: 'DELETE', url: `${url}/${comment.id}` });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'Bu yorumu sadece yazan kişi silebilir.' });
    expect((await other.owner.api({ method: 'DELETE', url: `${url}/${comment.id}` })).statusCode).toBe(404);
    expect((await c.owner.api({ method: 'DELETE', url: `${url}/${own.id}` })).statusCode).toBe(200);
    expect((await c.partner.api({ method: 'DELETE', url: `${url}/${comment.id}` })).statusCode).toBe(200);
    expect((await c.owner.api({ url })).json().comments).toEqual([]);
    expect((await get(c.owner, memory.id)).commentCount).toBe(0);

    for (const text of ['', '   ']) {
      const res = await c.owner.api({ method: 'POST', url, payload: { text } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Lütfen bir yorum yazın.' });
    }
    expect((await c.owner.api({ method: 'POST', url, payload: { text: 'x'.repeat(1001) } })).json()).toEqual({ error: 'Yorum en fazla 1000 karakter olabilir.' });
    expect((await other.owner.api({ method: 'POST', url, payload: { text: 'merhaba' } })).statusCode).toBe(404);
    expect((await c.owner.api({ url })).json().comments).toEqual([]);
  });

  it('deleting a memory takes its likes and comments with it', async () => {
    const memory = await addMemory(c.owner);
    await c.partner.api({ method: 'PUT', url: `/api/memories/${memory.id}/like` });
    const comment = (await c.partner.api({ method: 'POST', url: `/api/memories/${memory.id}/comments`, payload: { text: 'Yorum' } })).json().comment;
    await c.owner.api({ method: 'DELETE', url: `/api/memories/${memory.id}` });
    expect((await c.partner.api({ method: 'PUT', url: `/api/memories/${memory.id}/like` })).statusCode).toBe(404);
    expect((await c.partner.api({ method: 'DELETE', url: `/api/memories/${memory.id}/comments/${comment.id}` })).statusCode).toBe(404);
  });
});

describe('memories demo seed', () => {
  it('adds memories with likes and comments once, one of them on this day a year ago', async () => {
    const { memoriesSeed } = await import('./seed');
    const app = await createTestApp({ now: () => new Date('2025-05-10T09:00:00Z'), env: { REMINDER_INTERVAL_MINUTES: '0' } });
    try {
      const c = await createCouple(app);
      const ctx = seedContextFor(app, c, new Date('2025-05-10T09:00:00Z'));
      await memoriesSeed(ctx);
      await memoriesSeed(ctx);
      const list: Memory[] = (await c.owner.api({ url: '/api/memories' })).json().memories;
      expect(list).toHaveLength(6);
      expect(list.find((m) => m.title.startsWith('Kapadokya'))).toMatchObject({ likes: 2, likedByMe: true });
      const onThisDay = (await c.owner.api({ url: '/api/memories/on-this-day' })).json();
      expect(onThisDay.memories.map((m: Memory) => m.date)).toEqual(['2024-05-10']);
      expect(onThisDay.memories[0].commentCount).toBe(1);
    } finally {
      await app.close();
    }
  });
});
