import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useCoupleApp } from '../../testing/couple-app';
import { createTestApp } from '../../testing/test-app';
import { createCouple } from '../../testing/fixtures';
import { sessions } from '../../db/schema';
import { MemoryEventBus } from '../events/bus';
import { SessionCache } from './session-cache';
import type { SessionMember } from './session-member';

const member: SessionMember = { id: 'u1', spaceId: 's1', email: 'a@example.com', displayName: 'Ayşe', sessionId: 'x1' };
const later = (ms: number) => new Date(Date.UTC(2025, 0, 1) + ms);

describe('SessionCache', () => {
  it('keeps a member for its lifetime and never past the session’s own end', () => {
    let t = 0;
    const cache = new SessionCache(new MemoryEventBus(), () => t, 2000);
    cache.set(member, later(10_000), cache.begin());
    expect(cache.get('x1', later(0))).toEqual(member);
    expect(cache.get('x1', later(10_000))).toBeNull(); // the session expired
    cache.set(member, later(10_000), cache.begin());
    t = 2000;
    expect(cache.get('x1', later(0))).toBeNull(); // its moment passed: read the database again
  });

  it('forgets a space on its profile or space events (any instance), everything when events were lost', async () => {
    const bus = new MemoryEventBus();
    const cache = new SessionCache(bus);
    const other = { ...member, sessionId: 'x2', spaceId: 's2' };
    const fill = () => [member, other].forEach((m) => cache.set(m, later(60_000), cache.begin()));
    fill();
    await bus.publish('s1', { type: 'change', topic: 'movies', actorId: null });
    expect(cache.get('x1', later(0))).toEqual(member);
    await bus.publish('s1', { type: 'change', topic: 'profile', actorId: null });
    expect(cache.get('x1', later(0))).toBeNull();
    expect(cache.get('x2', later(0))).toEqual(other);
    fill();
    await bus.publish('s1', { type: 'change', topic: 'space', actorId: null });
    expect(cache.get('x1', later(0))).toBeNull();
    fill();
    cache.clear();
    expect(cache.get('x2', later(0))).toBeNull();
  });

  it('does not store a lookup that began before a logout', () => {
    const cache = new SessionCache(new MemoryEventBus());
    const begun = cache.begin();
    cache.forget('x1');
    cache.set(member, later(60_000), begun);
    expect(cache.get('x1', later(0))).toBeNull();
  });
});

describe('cached sessions through the app', () => {
  const t = useCoupleApp();

  it('asks the database once for a burst of requests of one session', async () => {
    expect((await t.c.owner.api({ url: '/api/movies' })).statusCode).toBe(200);
    // Gone from the database without the server knowing: the cached member still answers…
    await t.app.ctx.db.delete(sessions).where(eq(sessions.userId, t.c.owner.id));
    expect((await t.c.owner.api({ url: '/api/movies' })).statusCode).toBe(200);
    // …until the cache forgets it (here: a profile event of the space, as any instance sends).
    t.app.ctx.sessions.forgetSpace(t.c.spaceId);
    expect((await t.c.owner.api({ url: '/api/movies' })).statusCode).toBe(401);
  });

  it('a logout ends the session at once, however recently it was used', async () => {
    expect((await t.c.partner.api({ url: '/api/movies' })).statusCode).toBe(200);
    expect((await t.c.partner.api({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await t.c.partner.api({ url: '/api/movies' })).statusCode).toBe(401);
  });
});

describe('a renamed member', () => {
  it('is named anew in what the server writes right after, though the session was just used', async () => {
    const app = await createTestApp();
    try {
      const c = await createCouple(app);
      await c.owner.api({ url: '/api/movies' });
      expect((await c.owner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { displayName: 'Ayşegül' } })).statusCode).toBe(200);
      await c.owner.api({ method: 'POST', url: '/api/movies', payload: { title: 'Yeni İsimle' } });
      const res = await c.partner.api({ url: '/api/notifications' });
      expect(JSON.stringify(res.json())).toContain('Ayşegül yeni bir film ekledi: Yeni İsimle');
    } finally {
      await app.close();
    }
  });
});
