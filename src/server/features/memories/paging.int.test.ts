import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { memories } from '../../db/schema';
import { memoryCategories, type Memory, type MemoryPage, type MemorySort } from '../../../shared/memories';

/** Keyset paging: every memory exactly once, in order, even while new ones arrive between pages. */
describe('memory paging', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;
  const all: { id: string; date: string; category: string; likes: number }[] = [];

  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
    // 45 memories over few dates (so many share a date and the id breaks the tie), few like counts.
    for (let i = 0; i < 45; i++) {
      const date = `2024-0${1 + (i % 4)}-1${i % 3}`;
      const category = memoryCategories[i % 3];
      const res = await c.owner.api({ method: 'POST', url: '/api/memories', payload: { title: `Anı ${i}`, date, category } });
      const id = res.json().memory.id;
      const likes = i % 5 === 0 ? 2 : i % 2;
      await app.ctx.db.update(memories).set({ likeCount: likes }).where(eq(memories.id, id));
      all.push({ id, date, category, likes });
    }
    await other.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Başka', date: '2024-02-10', category: 'special-days' } });
  });
  afterAll(() => app.close());

  const expected = (sort: MemorySort, category?: string) => {
    const rows = all.filter((r) => !category || r.category === category);
    const cmp = (a: typeof all[number], b: typeof all[number]) =>
      sort === 'likes'
        ? b.likes - a.likes || b.date.localeCompare(a.date) || b.id.localeCompare(a.id)
        : sort === 'date-asc'
          ? a.date.localeCompare(b.date) || a.id.localeCompare(b.id)
          : b.date.localeCompare(a.date) || b.id.localeCompare(a.id);
    return [...rows].sort(cmp).map((r) => r.id);
  };

  async function walk(sort: MemorySort, category: string | undefined, addWhileWalking: boolean) {
    const seen: Memory[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const qs = new URLSearchParams({ sort, limit: '7', ...(category ? { category } : {}), ...(cursor ? { cursor } : {}) });
      const res = await c.partner.api({ url: `/api/memories?${qs}` });
      expect(res.statusCode).toBe(200);
      const body: MemoryPage = res.json();
      seen.push(...body.memories);
      cursor = body.nextCursor;
      pages++;
      if (addWhileWalking) {
        // Someone adds memories while the other scrolls: newest, oldest and a tie with the cursor's date.
        for (const date of ['2030-01-01', '2000-01-01', '2024-02-11']) {
          await c.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Yeni', date, category: category ?? 'other' } });
        }
      }
    } while (cursor && pages < 50);
    return seen;
  }

  for (const sort of ['date-desc', 'date-asc', 'likes'] as const) {
    for (const category of [undefined, 'travel']) {
      it(`${sort}${category ? ` in ${category}` : ''}: no memory twice, none missing, in order`, async () => {
        const seen = await walk(sort, category, false);
        expect(seen.map((m) => m.id)).toEqual(expected(sort, category));
        expect(seen.every((m) => !category || m.category === category)).toBe(true);
      });
    }
  }

  it('memories added between pages never make one repeat or go missing', async () => {
    for (const sort of ['date-desc', 'date-asc', 'likes'] as const) {
      const before = new Set(all.map((r) => r.id));
      const seen = (await walk(sort, undefined, true)).map((m) => m.id);
      expect(new Set(seen).size, `${sort}: a memory came twice`).toBe(seen.length);
      const original = seen.filter((id) => before.has(id));
      expect(original, sort).toEqual(expected(sort));
    }
  });

  it("another couple's pages hold only their own memory", async () => {
    const body: MemoryPage = (await other.partner.api({ url: '/api/memories?limit=60' })).json();
    expect(body.memories.map((m) => m.title)).toEqual(['Başka']);
    expect(body.nextCursor).toBeNull();
  });
});
