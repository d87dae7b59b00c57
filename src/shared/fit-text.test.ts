import { describe, expect, it } from 'vitest';
import { fitCommaParts, fitList, fitParts, fitText } from './fit-text';

describe('fitText', () => {
  it('leaves a value that fits as it is (trimmed)', () => {
    expect(fitText('  Galata Kulesi, Beyoğlu  ', 300)).toBe('Galata Kulesi, Beyoğlu');
  });

  it('fitCommaParts drops whole trailing comma parts first, then cuts a word', () => {
    expect(fitCommaParts('Galata Kulesi, Bereketzade, Beyoğlu, İstanbul', 30)).toBe('Galata Kulesi, Bereketzade');
    expect(fitCommaParts('Galata Kulesi Sokağı Bereketzade Mahallesi, Beyoğlu', 30)).toBe('Galata Kulesi Sokağı…');
  });

  it('then cuts at a word with "…", never past the limit', () => {
    const plot = 'A thief who steals corporate secrets through the use of dream-sharing technology is given the inverse task.';
    const out = fitText(plot, 40);
    expect(out).toBe('A thief who steals corporate secrets…');
    expect(out.length).toBeLessThanOrEqual(40);
  });

  it('and only cuts inside a word when one word is longer than the room', () => {
    const out = fitText('x'.repeat(50), 10);
    expect(out).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('fitParts and fitList', () => {
  it('fitParts skips blanks and repeats (any case) and stops before the part that would not fit', () => {
    expect(fitParts(['Moda', '', 'moda', 'Kadıköy', 'İstanbul'], ', ', 14)).toBe('Moda, Kadıköy');
  });

  it('fitList keeps the leading items whose ", " join fits; a first item too long is shortened', () => {
    expect(fitList(['Ava DuVernay', 'Ryan Coogler', 'Barry Jenkins'], 26)).toEqual(['Ava DuVernay', 'Ryan Coogler']);
    expect(fitList(['Ava DuVernay', 'Ryan Coogler'], 200)).toEqual(['Ava DuVernay', 'Ryan Coogler']);
    expect(fitList(['A very long name indeed'], 10)).toEqual(['A very…']);
  });
});
