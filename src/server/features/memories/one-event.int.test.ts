import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { makePng, multipartForm } from '../../testing/photos';
import { CLIENT_ID_HEADER, GESTURE_HEADER, type ChangeEvent } from '../../../shared/events';
import type { Memory } from '../../../shared/memories';

/** Issue 23: a memory with its photos is one gesture, and reaches the partner as one event. */
describe('one change, one event', () => {
  let app: FastifyInstance;
  let c: Couple;
  let photo: Buffer;

  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    photo = await makePng(40, 30);
  });
  afterAll(() => app.close());

  function listen() {
    const events: ChangeEvent[] = [];
    const stop = app.ctx.bus.subscribe(c.spaceId, (e) => void events.push(e));
    return { events, stop, memories: () => events.filter((e) => e.topic === 'memories') };
  }

  /** The client's requests for a memory and `photos` photos, as lib/gesture.ts sends them. */
  async function addWithPhotos(photos: number, gestureId: string | null, clientId = 'sekme-aaaa-1111') {
    const total = 1 + photos;
    const headers = (n: number) => ({
      [CLIENT_ID_HEADER]: clientId,
      ...(gestureId ? { [GESTURE_HEADER]: n === total ? `${gestureId};end` : gestureId } : {}),
    });
    const created = await c.owner.api({
      method: 'POST',
      url: '/api/memories',
      headers: headers(1),
      payload: { title: 'Fotoğraflı', date: '2024-06-01', category: 'travel' },
    });
    expect(created.statusCode).toBe(201);
    const memory = created.json().memory as Memory;
    for (let i = 0; i < photos; i++) {
      const form = multipartForm({ filename: 'a.png', contentType: 'image/png', bytes: photo });
      const res = await c.owner.api({ method: 'POST', url: `/api/memories/${memory.id}/photos`, payload: form.payload, headers: { ...form.headers, ...headers(2 + i) } });
      expect(res.statusCode).toBe(201);
    }
    return memory;
  }

  it('a memory with three photos sent as one gesture is one event, after the last photo, naming the tab', async () => {
    const w = listen();
    await addWithPhotos(3, 'jest-0000-aaaa');
    await vi.waitFor(() => expect(w.memories()).toHaveLength(1));
    w.stop();
    expect(w.memories()).toEqual([{ type: 'change', topic: 'memories', actorId: c.owner.id, clientId: 'sekme-aaaa-1111' }]);
    const [listed] = (await c.partner.api({ url: '/api/memories' })).json().memories as Memory[];
    expect(listed.photos).toHaveLength(3);
  });

  it('without the gesture header each request is still its own event (1 + N), each naming the tab', async () => {
    const w = listen();
    await addWithPhotos(2, null);
    await vi.waitFor(() => expect(w.memories()).toHaveLength(3));
    w.stop();
    expect(w.memories().every((e) => e.clientId === 'sekme-aaaa-1111')).toBe(true);
  });

  it('a gesture whose last request fails still goes out, once', async () => {
    const w = listen();
    const total = 2;
    const created = await c.owner.api({
      method: 'POST',
      url: '/api/memories',
      headers: { [GESTURE_HEADER]: 'jest-1111-bbbb' },
      payload: { title: 'Yarım', date: '2024-06-02', category: 'travel' },
    });
    expect(created.statusCode).toBe(201);
    expect(w.memories()).toHaveLength(0);
    const form = multipartForm({ filename: 'a.png', contentType: 'image/png', bytes: Buffer.from('not a photo') });
    const id = (created.json().memory as Memory).id;
    const failed = await c.owner.api({ method: 'POST', url: `/api/memories/${id}/photos`, payload: form.payload, headers: { ...form.headers, [GESTURE_HEADER]: `jest-1111-bbbb;end` } });
    expect(failed.statusCode).toBe(400);
    await vi.waitFor(() => expect(w.memories()).toHaveLength(total - 1));
    w.stop();
    // A request without a client id causes events without one (the server's jobs, scripts).
    expect(w.memories()[0]).not.toHaveProperty('clientId');
  });

  it('ignores header values that are not plain tokens', async () => {
    const w = listen();
    await c.owner.api({ method: 'PUT', url: '/api/memories/x', headers: { [CLIENT_ID_HEADER]: 'a b"<>' } });
    const res = await c.owner.api({
      method: 'POST',
      url: '/api/memories',
      headers: { [CLIENT_ID_HEADER]: '<script>', [GESTURE_HEADER]: 'x' },
      payload: { title: 'Düz', date: '2024-06-03', category: 'travel' },
    });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(() => expect(w.memories()).toHaveLength(1));
    w.stop();
    expect(w.memories()[0]).not.toHaveProperty('clientId');
  });
});
