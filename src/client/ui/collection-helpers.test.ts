import { describe, expect, it } from 'vitest';
import { rerankByTitle } from './rerank-by-title';
import { matchesAny } from './CollectionPage';
import { numberOrNull, numberText } from './StatusAndRating';

describe('rerankByTitle (fuse.js, threshold 0.4)', () => {
  const items = [{ title: 'Harry Potter' }, { title: 'The Matrix Reloaded' }, { title: 'The Matrix' }, { title: 'Tutunamayanlar' }];
  it('puts title matches first, best first, and keeps the rest in the catalogue order', () => {
    expect(rerankByTitle(items, 'matrix', (i) => i.title).map((i) => i.title)).toEqual([
      'The Matrix',
      'The Matrix Reloaded',
      'Harry Potter',
      'Tutunamayanlar',
    ]);
  });
  it('ignores diacritics and keeps everything when nothing matches (a search by author)', () => {
    expect(rerankByTitle(items, 'tutunamayanlär', (i) => i.title)[0].title).toBe('Tutunamayanlar');
    expect(rerankByTitle(items, 'oğuz atay', (i) => i.title)).toEqual(items);
  });
});

describe('matchesAny', () => {
  it('matches any field, ignoring case the Turkish way', () => {
    expect(matchesAny(['İnce Memed', 'Yaşar Kemal'], 'ince')).toBe(true);
    expect(matchesAny(['Inception', 'Christopher Nolan'], 'NOLAN')).toBe(true);
    expect(matchesAny(['Dune', null], 'herbert')).toBe(false);
    expect(matchesAny(['Dune'], '  ')).toBe(true);
  });
});

describe('number fields', () => {
  it('turn typed text into numbers or null', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull(' 7 ')).toBe(7);
    expect(numberOrNull('x')).toBeNaN();
    expect(numberText(null)).toBe('');
    expect(numberText(2010)).toBe('2010');
  });
});
