import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple, seedContextFor } from '../../testing/fixtures';
import { quotesSeed } from './seed';

describe('quotes demo seed', () => {
  let app: FastifyInstance;
  let c: Couple;
  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
  });
  afterAll(() => app.close());

  it('adds quotes, a notification and a special date once', async () => {
    const ctx = seedContextFor(app, c, new Date('2025-05-01T10:00:00Z'));
    await quotesSeed(ctx);
    await quotesSeed(ctx);
    const quotes = (await c.owner.api({ url: '/api/quotes' })).json().quotes;
    expect(quotes).toHaveLength(5);
    expect(quotes[0].author).toBe('Christopher McCandless');
    expect((await c.partner.api({ url: '/api/notifications' })).json().unreadCount).toBe(1);
    const dates = (await c.owner.api({ url: '/api/settings/special-dates' })).json().specialDates;
    expect(dates.filter((d: { name: string }) => d.name === 'İlk Buluşma')).toHaveLength(1);
  });
});
