import { describe, expect, it } from 'vitest';
import { parseClock, pushSubscriptionInput, quietHoursEnd } from './push';

describe('quiet hours', () => {
  const quiet = { enabled: true, start: 23 * 60, end: 8 * 60 };
  const at = (iso: string) => quietHoursEnd(new Date(iso), 'Europe/Istanbul', quiet).toISOString();

  it('holds a push made inside the window until it ends, in the space time zone, across midnight', () => {
    expect(at('2026-03-10T19:59:00Z')).toBe('2026-03-10T19:59:00.000Z'); // 22:59: goes now
    expect(at('2026-03-10T20:00:00Z')).toBe('2026-03-11T05:00:00.000Z'); // 23:00 → 08:00
    expect(at('2026-03-11T02:30:00Z')).toBe('2026-03-11T05:00:00.000Z'); // 05:30 → 08:00
    expect(at('2026-03-11T04:59:30Z')).toBe('2026-03-11T05:00:00.000Z'); // 07:59:30 → 08:00
    expect(at('2026-03-11T05:00:00Z')).toBe('2026-03-11T05:00:00.000Z'); // 08:00: goes now
  });

  it('a window within one day, and switched off', () => {
    const day = { enabled: true, start: 13 * 60, end: 14 * 60 };
    expect(quietHoursEnd(new Date('2026-03-10T10:30:00Z'), 'Europe/Istanbul', day).toISOString()).toBe('2026-03-10T11:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-03-10T20:30:00Z'), 'Europe/Istanbul', { ...quiet, enabled: false }).toISOString()).toBe('2026-03-10T20:30:00.000Z');
    expect(quietHoursEnd(new Date('2026-03-10T20:30:00Z'), 'America/New_York', quiet).toISOString()).toBe('2026-03-10T20:30:00.000Z'); // 16:30 there
  });

  it('reads HH:MM only', () => {
    expect(parseClock('23:00')).toBe(1380);
    expect(['24:00', '7:00', '07:60', '', 'abc'].map(parseClock)).toEqual([null, null, null, null, null]);
  });
});

describe('a browser subscription', () => {
  it('is taken as PushSubscription.toJSON() writes it, https only', () => {
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    expect(pushSubscriptionInput.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', expirationTime: null, keys }).success).toBe(true);
    expect(pushSubscriptionInput.safeParse({ endpoint: 'http://fcm.googleapis.com/x', keys }).success).toBe(false);
    expect(pushSubscriptionInput.safeParse({ endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, auth: 'ş'.repeat(22) } }).success).toBe(false);
  });
});
