import { describe, expect, it } from 'vitest';
import { dailyQuote, dailyQuoteIndex, genitive, groupDigits, loveQuotes } from './home';
import { todayInZone } from './dates';
import { quoteInput, quoteNotificationMessage } from './quotes';
import { relativeTime } from './notifications';

describe('daily love quote', () => {
  it('has ten distinct Turkish lines', () => {
    expect(loveQuotes).toHaveLength(10);
    expect(new Set(loveQuotes).size).toBe(10);
  });

  it('is chosen by day of month modulo 10', () => {
    expect(dailyQuoteIndex('2025-01-01')).toBe(1);
    expect(dailyQuoteIndex('2025-01-09')).toBe(9);
    expect(dailyQuoteIndex('2025-01-10')).toBe(0);
    expect(dailyQuoteIndex('2025-01-20')).toBe(0);
    expect(dailyQuoteIndex('2025-01-31')).toBe(1);
    expect(dailyQuote('2025-06-15')).toBe(loveQuotes[5]);
  });

  it('changes at midnight of the space, not of UTC', () => {
    const atIstanbulMidnight = todayInZone(new Date('2025-06-14T21:00:00Z'), 'Europe/Istanbul');
    expect(dailyQuote(atIstanbulMidnight)).toBe(loveQuotes[5]);
    const sameInstantNewYork = todayInZone(new Date('2025-06-14T21:00:00Z'), 'America/New_York');
    expect(dailyQuote(sameInstantNewYork)).toBe(loveQuotes[4]);
  });
});

describe('Turkish genitive of a name', () => {
  it.each([
    ['Ayşe', "Ayşe'nin"],
    ['Mehmet', "Mehmet'in"],
    ['Can', "Can'ın"],
    ['Umut', "Umut'un"],
    ['Ömür', "Ömür'ün"],
    ['Oya', "Oya'nın"],
    ['Ali', "Ali'nin"],
    ['Burcu', "Burcu'nun"],
    ['Gül', "Gül'ün"],
    ['  Deniz ', "Deniz'in"],
  ])('%s → %s', (name, expected) => {
    expect(genitive(name)).toBe(expected);
  });
});

describe('quote input', () => {
  it('needs a text, with the spec message', () => {
    const r = quoteInput.safeParse({ text: '   ', author: 'X' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe('Lütfen bir alıntı girin.');
  });

  it('needs an author unless anonymous, which becomes Anonim', () => {
    expect(quoteInput.safeParse({ text: 'a', author: '' }).success).toBe(false);
    expect(quoteInput.parse({ text: 'a', author: 'Rumi', isAnonymous: true })).toMatchObject({ author: 'Anonim', isAnonymous: true });
    expect(quoteInput.parse({ text: ' a ', author: ' Rumi ' })).toEqual({ text: 'a', author: 'Rumi', source: '', isAnonymous: false });
  });

  it('makes a short notification line', () => {
    expect(quoteNotificationMessage('Ayşe', 'Kısa')).toBe('Ayşe yeni bir alıntı ekledi: “Kısa”');
    const long = quoteNotificationMessage('Ayşe', 'x'.repeat(200));
    expect(long.endsWith('x…”')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(111);
  });
});

describe('relative time of a notification', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it('reads in Turkish', () => {
    expect(relativeTime('2025-06-15T11:59:30Z', now)).toBe('Az önce');
    expect(relativeTime('2025-06-15T11:55:00Z', now)).toBe('5 dakika önce');
    expect(relativeTime('2025-06-15T09:00:00Z', now)).toBe('3 saat önce');
    expect(relativeTime('2025-06-10T09:00:00Z', now, 'Europe/Istanbul')).toMatch(/10 Haziran/);
  });
});

describe('groupDigits', () => {
  it('groups thousands with a dot as Intl tr-TR does', () => {
    for (const n of [0, 7, 999, 1000, 1234, 12345, 999999, 1000000, 2147483647]) {
      expect(groupDigits(n)).toBe(new Intl.NumberFormat('tr-TR').format(n));
    }
    expect(groupDigits(-1234)).toBe('-1.234');
  });
});
