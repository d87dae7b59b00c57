import { describe, expect, it } from 'vitest';
import { monthCells, monthTitle, shiftMonth } from './calendar-grid';

describe('calendar grid', () => {
  it('starts weeks on Monday', () => {
    // 1 May 2025 was a Thursday: three blanks (Mon–Wed) before it.
    const may = monthCells('2025-05');
    expect(may.slice(0, 4)).toEqual([null, null, null, '2025-05-01']);
    expect(may.length % 7).toBe(0);
    expect(may.filter(Boolean)).toHaveLength(31);
    // 1 September 2025 was a Monday; 1 June 2025 a Sunday.
    expect(monthCells('2025-09')[0]).toBe('2025-09-01');
    expect(monthCells('2025-06').indexOf('2025-06-01')).toBe(6);
    expect(monthCells('2024-02').filter(Boolean)).toHaveLength(29);
  });

  it('moves across years and names the month in Turkish', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(monthTitle('2025-05')).toBe('Mayıs 2025');
    expect(monthTitle('2024-08')).toBe('Ağustos 2024');
  });
});
