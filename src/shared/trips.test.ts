import { describe, expect, it } from 'vitest';
import { validationMessages } from './validation-words';
import { formatTripDates, tripDays, tripInput, tripPlacesInput, tripsMessages as tm, tripUpdate } from './trips';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

describe('a trip’s contract', () => {
  it('counts both ends: one day, 60 days', () => {
    expect(tripDays('2025-06-13', '2025-06-13')).toBe(1);
    expect(tripDays('2025-07-01', '2025-08-29')).toBe(60);
    expect(tripDays('2024-02-28', '2024-03-01')).toBe(3);
  });

  it('takes a name, its days and its places; refuses an end before the start and a trip over 60 days', () => {
    expect(tripInput.parse({ name: ' Kapadokya ', startDate: '2025-06-13', endDate: '2025-06-16' })).toEqual({ name: 'Kapadokya', startDate: '2025-06-13', endDate: '2025-06-16', placeIds: [], newPlaces: [] });
    expect(first(tripInput.safeParse({ name: 'Ters', startDate: '2025-06-13', endDate: '2025-06-12' }))).toBe(tm.endBeforeStart);
    expect(first(tripInput.safeParse({ name: 'Uzun', startDate: '2025-07-01', endDate: '2025-08-30' }))).toBe(tm.tooLong);
    expect(tripInput.safeParse({ name: 'Tam', startDate: '2025-07-01', endDate: '2025-08-29' }).success).toBe(true);
    expect(first(tripUpdate.safeParse({ name: 'Uzun', startDate: '2024-12-01', endDate: '2025-01-30' }))).toBe(tm.tooLong);
    expect(first(tripInput.safeParse({ name: '', startDate: '2025-06-13', endDate: '2025-06-13' }))).toBe(tm.nameRequired);
  });

  it('a garbled date is a date message, never an exception (the fuzz found a 500)', () => {
    const v = validationMessages;
    for (const schema of [tripInput, tripUpdate]) {
      expect(first(schema.safeParse({ name: 'Yeni seyahat', startDate: '2030-06-01', endDate: 'ⰲ𝚰᠔𓆞𑈛' }))).toBe(v.date);
      expect(first(schema.safeParse({ name: 'Yeni seyahat', startDate: '2030-13-45', endDate: '2030-06-01' }))).toBe(v.date);
    }
  });

  it('at most 100 places at once, by id or new', () => {
    const ids = Array.from({ length: 60 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const newPlaces = Array.from({ length: 41 }, (_, i) => ({ name: `Yer ${i}`, lat: 38, lng: 34 }));
    expect(first(tripPlacesInput.safeParse({ placeIds: ids, newPlaces }))).toBe(tm.tooManyPlaces);
    expect(tripPlacesInput.safeParse({ placeIds: ids, newPlaces: newPlaces.slice(1) }).success).toBe(true);
    expect(first(tripPlacesInput.safeParse({ placeIds: ['başka'] }))).toBe(tm.placeNotFound);
  });

  it("says the countdown with the dative: 'Kapadokya'ya 12 gün'", () => {
    expect(tm.countdown('Kapadokya', 12)).toBe("Kapadokya'ya 12 gün");
    expect(tm.countdown('Paris', 1)).toBe("Paris'e 1 gün");
    expect(tm.countdown('Ege Turu', 1200)).toBe("Ege Turu'na 1.200 gün");
    expect(tm.countdown('🎈', 3)).toBe('Seyahate 3 gün');
  });

  it('writes its days as a Turkish range', () => {
    expect(formatTripDates('2025-06-13', '2025-06-16')).toBe('13–16 Haziran 2025');
    expect(formatTripDates('2025-06-28', '2025-07-02')).toBe('28 Haziran – 2 Temmuz 2025');
    expect(formatTripDates('2024-12-30', '2025-01-02')).toBe('30 Aralık 2024 – 2 Ocak 2025');
    expect(formatTripDates('2025-06-13', '2025-06-13')).toBe('13 Haziran 2025');
  });
});
