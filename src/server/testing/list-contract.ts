import { ikimizRules } from '../../shared/ikimiz-rule-words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './test-app';
import { createCouple, type Couple } from './fixtures';
import { notifications } from '../db/schema';
import { listMessages } from '../../shared/lists';
import type { ChangeEvent, Topic } from '../../shared/events';

/**
 * The behaviour the movies, series and books lists share, proven for each of them by its own
 * integration test (`movies.int.test.ts` calls `listContract({ path: '/api/movies', … })`).
 */
export interface ListContract {
  path: string;
  topic: Topic;
  /** A valid item to create, with a title. */
  sample: Record<string, unknown> & { title: string };
  defaultStatus: string;
  completedStatus: string;
  otherStatus: string;
  messages: {
    titleRequired: string;
    onlyOwnerEdit: string;
    onlyOwnerDelete: string;
    notificationTitle: string;
  };
  notification: (actor: string, title: string) => string;
}

export function listContract(spec: ListContract) {
  describe(`${spec.path}: the shared list rules`, () => {
    let app: FastifyInstance;
    let c: Couple;
    let other: Couple;
    const events: ChangeEvent[] = [];
    let published = 0;

    beforeAll(async () => {
      app = await createTestApp();
      c = await createCouple(app);
      other = await createCouple(app, ['Zeynep', 'Can']);
      app.ctx.bus.subscribe(c.spaceId, (e) => events.push(e));
      // Count what the routes publish (synchronously, before they answer) so a test can wait
      // until every one of them has come back through the bus (later on PostgreSQL NOTIFY).
      const publish = app.ctx.bus.publish.bind(app.ctx.bus);
      app.ctx.bus.publish = (spaceId, event) => {
        if (spaceId === c.spaceId && event.topic === spec.topic) published++;
        return publish(spaceId, event);
      };
    });
    afterAll(() => app.close());

    const create = (body: unknown, who = c.owner) => who.api({ method: 'POST', url: spec.path, payload: body as object });
    const list = async (who = c.owner) => {
      const res = await who.api({ url: spec.path });
      expect(res.statusCode).toBe(200);
      return res.json().items as Record<string, unknown>[];
    };
    const eventsOf = () => events.filter((e) => e.topic === spec.topic);
    /** How many events arrived, once all that were published have (never a fixed wait). */
    const settledCount = async () => {
      await expect.poll(() => eventsOf().length).toBe(published);
      return eventsOf().length;
    };

    it('creates an item with the defaults, shows it to both members newest first and to no other couple', async () => {
      const before = await settledCount();
      const first = await create({ title: `${spec.sample.title} (1)` });
      expect(first.statusCode).toBe(201);
      const item = first.json().item;
      expect(item).toMatchObject({ title: `${spec.sample.title} (1)`, status: spec.defaultStatus, ratings: [], matched: false, notes: '', addedBy: { id: c.owner.id, displayName: c.owner.name } });
      expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
      const second = (await create(spec.sample, c.partner)).json().item;
      expect(second.addedBy).toEqual({ id: c.partner.id, displayName: c.partner.name });

      const ids = (await list()).map((i) => i.id);
      expect(ids.slice(0, 2)).toEqual([second.id, item.id]);
      expect((await list(c.partner)).map((i) => i.id)).toEqual(ids);
      expect(await list(other.owner)).toEqual([]);
      expect((await settledCount()) - before).toBe(2);
      expect(eventsOf().at(-1)).toMatchObject({ type: 'change', topic: spec.topic, actorId: c.partner.id });
    });

    /** Both members' sides, as every card shows them once someone rated ('Ayşe 9 · Mehmet —'). */
    const sides = (owner: number | null, ownerNote = '', partner: number | null = null, partnerNote = '') => [
      { memberId: c.owner.id, displayName: c.owner.name, rating: owner, note: ownerNote },
      { memberId: c.partner.id, displayName: c.partner.name, rating: partner, note: partnerNote },
    ];

    it('round-trips every field of the sample; the rating and note given are the adder’s own', async () => {
      const res = await create({ ...spec.sample, status: spec.completedStatus, rating: 9, note: 'İkimiz de sevdik.' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().item).toMatchObject({ ...spec.sample, status: spec.completedStatus, ratings: sides(9, 'İkimiz de sevdik.') });
      expect(res.json().item).not.toHaveProperty('rating');
      const stored = (await list()).find((i) => i.id === res.json().item.id);
      expect(stored).toEqual(res.json().item);
    });

    it('tells the partner, and only the partner, what was added', async () => {
      const title = `Bildirim ${crypto.randomUUID().slice(0, 6)}`;
      await create({ title });
      const rows = await app.ctx.db.select().from(notifications).where(eq(notifications.spaceId, c.spaceId));
      const mine = rows.filter((n) => n.message.endsWith(title));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ userId: c.partner.id, title: spec.messages.notificationTitle, message: spec.notification(c.owner.name, title) });
      const otherRows = await app.ctx.db.select().from(notifications).where(eq(notifications.spaceId, other.spaceId));
      expect(otherRows).toEqual([]);
    });

    it.each([
      ['no title', {}, 'title'],
      ['a blank title', { title: '   ' }, 'title'],
      ['a title that is not text', { title: 42 }, 'title'],
      ['an unknown status', { title: 'x', status: 'Belki' }, 'status'],
      ['a rating of 11', { title: 'x', status: 'COMPLETED', rating: 11 }, 'rating'],
      ['a rating of 0', { title: 'x', status: 'COMPLETED', rating: 0 }, 'rating'],
      ['a rating of 7.5', { title: 'x', status: 'COMPLETED', rating: 7.5 }, 'rating'],
      ['a rating as text', { title: 'x', status: 'COMPLETED', rating: '8' }, 'rating'],
      ['a note of 201 characters', { title: 'x', status: 'COMPLETED', rating: 8, note: 'n'.repeat(201) }, 'note'],
    ])('refuses %s with a Turkish message', async (_label, body, field) => {
      const payload = { ...body } as Record<string, unknown>;
      if (payload.status === 'COMPLETED') payload.status = spec.completedStatus;
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      const expected = { title: spec.messages.titleRequired, status: listMessages.status, rating: ikimizRules.ratingRange, note: ikimizRules.noteMax }[field];
      expect(res.json().error).toBe(expected);
    });

    it('refuses a body that is not an object', async () => {
      const res = await c.owner.api({ method: 'POST', url: spec.path, payload: '"metin"', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    });

    it('keeps a rating only with the completed status (dropped otherwise)', async () => {
      const res = await create({ title: 'Puanlı', status: spec.otherStatus, rating: 8, note: 'not' });
      expect(res.statusCode).toBe(201);
      expect(res.json().item.ratings).toEqual([]);
    });

    it('lets the owner update with PUT and PATCH; a rating comes with the completed status and is kept (hidden) while the item is watched again', async () => {
      const item = (await create({ title: 'Değişecek' })).json().item;
      const before = await settledCount();
      const put = await c.owner.api({ method: 'PUT', url: `${spec.path}/${item.id}`, payload: { ...spec.sample, title: 'Değişti', notes: 'not' } });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().item).toMatchObject({ id: item.id, title: 'Değişti', notes: 'not', addedBy: { id: c.owner.id } });
      expect(new Date(put.json().item.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(item.updatedAt).getTime());

      const done = await c.owner.api({ method: 'PATCH', url: `${spec.path}/${item.id}`, payload: { status: spec.completedStatus, rating: 10 } });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().item).toMatchObject({ title: 'Değişti', notes: 'not', status: spec.completedStatus, ratings: sides(10) });

      // Watched again: the rating stays stored (cards show it only in the completed status) …
      const back = await c.owner.api({ method: 'PATCH', url: `${spec.path}/${item.id}`, payload: { status: spec.otherStatus, rating: 3 } });
      expect(back.json().item).toMatchObject({ status: spec.otherStatus, ratings: sides(10), title: 'Değişti' });
      // … and a PATCH that finishes it again without naming a rating keeps it.
      const again = await c.owner.api({ method: 'PATCH', url: `${spec.path}/${item.id}`, payload: { status: spec.completedStatus } });
      expect(again.json().item).toMatchObject({ status: spec.completedStatus, ratings: sides(10) });
      const back2 = await c.owner.api({ method: 'PATCH', url: `${spec.path}/${item.id}`, payload: { status: spec.otherStatus } });
      expect(back2.statusCode).toBe(200);

      const bad = await c.owner.api({ method: 'PATCH', url: `${spec.path}/${item.id}`, payload: { title: '' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(spec.messages.titleRequired);
      const notObject = await c.owner.api({ method: 'PATCH', url: `${spec.path}/${item.id}`, payload: '[1]', headers: { 'content-type': 'application/json' } });
      expect(notObject.statusCode).toBe(400);
      expect((await settledCount()) - before).toBe(5);
    });

    it('refuses the partner (403, Turkish) and hides the item from another couple (404); nothing changes', async () => {
      const item = (await create({ title: 'Sahibin' })).json().item;
      const url = `${spec.path}/${item.id}`;
      const payload = { title: 'Başkası' };

      for (const method of ['PUT', 'PATCH'] as const) {
        const partner = await c.partner.api({ method, url, payload });
        expect(partner.statusCode).toBe(403);
        expect(partner.json().error).toBe(spec.messages.onlyOwnerEdit);
        const stranger = await other.owner.api({ method, url, payload });
        expect(stranger.statusCode).toBe(404);
      }
      const partnerDelete = await c.partner.api({ method: 'DELETE', url });
      expect(partnerDelete.statusCode).toBe(403);
      expect(partnerDelete.json().error).toBe(spec.messages.onlyOwnerDelete);
      expect((await other.partner.api({ method: 'DELETE', url })).statusCode).toBe(404);

      const stored = (await list()).find((i) => i.id === item.id);
      expect(stored).toEqual(item);
    });

    it('lets the owner delete, after which the item is gone for both', async () => {
      const item = (await create({ title: 'Silinecek' })).json().item;
      const url = `${spec.path}/${item.id}`;
      const before = await settledCount();
      const res = await c.owner.api({ method: 'DELETE', url });
      expect(res.statusCode).toBe(200);
      expect((await list(c.partner)).some((i) => i.id === item.id)).toBe(false);
      expect((await c.owner.api({ method: 'DELETE', url })).statusCode).toBe(404);
      expect((await settledCount()) - before).toBe(1);
    });

    it('a malformed or unknown id is 404', async () => {
      expect((await c.owner.api({ method: 'PUT', url: `${spec.path}/abc`, payload: { title: 'x' } })).statusCode).toBe(404);
      expect((await c.owner.api({ method: 'DELETE', url: `${spec.path}/${crypto.randomUUID()}` })).statusCode).toBe(404);
    });
  });
}
