import { describe, expect, it } from 'vitest';
import { useCoupleApp } from '../../testing/couple-app';
import { seedContextFor } from '../../testing/fixtures';
import { quotesSeed } from './seed';

describe('quotes demo seed', () => {
  const t = useCoupleApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });

  it('adds quotes, a notification and a special date once', async () => {
    const ctx = seedContextFor(t.app, t.c, new Date('2025-05-01T10:00:00Z'));
    await quotesSeed(ctx);
    await quotesSeed(ctx);
    const quotes = (await t.c.owner.api({ url: '/api/quotes' })).json().quotes;
    expect(quotes).toHaveLength(5);
    expect(quotes[0].author).toBe('Christopher McCandless');
    expect((await t.c.partner.api({ url: '/api/notifications' })).json().unreadCount).toBe(1);
    const dates = (await t.c.owner.api({ url: '/api/settings/special-dates' })).json().specialDates;
    expect(dates.filter((d: { name: string }) => d.name === 'İlk Buluşma')).toHaveLength(1);
  });
});
