import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIST_IMPORT_MAX_ROWS, listImportMessages as lm } from '../../../../shared/list-import';
import { parseCsv } from './csv';
import { goodreadsRating } from './goodreads';
import { starsToRating } from './letterboxd';
import { bookExists, movieExists } from './matching';
import { normaliseIsbn, normaliseText, parseDay } from './normalise';
import { readUpload, type ParsedUpload } from './upload';
import { goodreadsLibrary, letterboxdRatings, letterboxdWatched, letterboxdWatchlist, letterboxdZip } from './fixtures';
import { makeZip } from '../../../testing/transfer';

const csv = (fileName: string, text: string) => readUpload({ fileName, bytes: Buffer.from(text) });
const byTitle = (upload: ParsedUpload) => Object.fromEntries(upload.drafts.map((d) => [d.title, d.values as Record<string, unknown>]));

describe('CSV reading', () => {
  it('drops the BOM, keeps quoted commas and line breaks, reads Windows line ends', () => {
    const table = parseCsv(Buffer.from(letterboxdRatings));
    expect(table.fields).toEqual(['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating']);
    expect(table.rows.map((r) => r.Name)).toContain('The Good, the Bad and the Ugly');
    expect(table.rows.find((r) => r.Name === 'Whiplash')!.Rating).toBe('');
    // Five rows, no empty one from a \r\n read as two line ends.
    expect(table.rows.map((r) => r.Name)).toEqual(['Inception', 'Amélie', 'Whiplash', 'The Good, the Bad and the Ugly', 'Cats']);
    const books = parseCsv(Buffer.from(goodreadsLibrary));
    expect(books.fields[0]).toBe('Book Id');
    expect(books.rows.find((r) => r.Title === 'Fahrenheit 451')!['My Review']).toBe('Kısa ama "yakıcı".\nİkinci satır.');
  });
});

describe('mapping rules', () => {
  it('the day a film was watched or a book read: both apps\' formats; rubbish or an impossible day is none', () => {
    expect(parseDay('2023-03-02')).toBe('2023-03-02');
    expect(parseDay(' 2023/03/01 ')).toBe('2023-03-01');
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['', '2023-02-29', '2023-13-01', '2023-3-1', '01/03/2023', '1066-10-14', 'dün', '2023-03-02T10:00']) expect(parseDay(bad)).toBeNull();
  });

  it('Letterboxd stars 0.5–5 → 1–10 (×2, rounded); empty or 0 is no rating', () => {
    expect([0.5, 1, 2.5, 3.5, 4.5, 5].map((s) => starsToRating(String(s)))).toEqual([1, 2, 5, 7, 9, 10]);
    expect(starsToRating('4,5')).toBe(9);
    expect(starsToRating('')).toBeNull();
    expect(starsToRating('0')).toBeNull();
    expect(starsToRating('çok iyi')).toBeNull();
  });

  it('Goodreads stars 1–5 → 2–10; 0 means not rated', () => {
    expect(['1', '2', '3', '4', '5'].map(goodreadsRating)).toEqual([2, 4, 6, 8, 10]);
    expect(goodreadsRating('0')).toBeNull();
    expect(goodreadsRating('')).toBeNull();
  });

  it("ISBNs as Goodreads writes them (=\"…\") become ISBN-13; empty or invalid ones are none", () => {
    expect(normaliseIsbn('="0451524934"')).toBe('9780451524935');
    expect(normaliseIsbn('="9780451524935"')).toBe('9780451524935');
    expect(normaliseIsbn('080442957X')).toBe('9780804429573');
    expect(normaliseIsbn('=""')).toBeNull();
    expect(normaliseIsbn('="0451524935"')).toBeNull();
    expect(normaliseIsbn('="9780451524936"')).toBeNull();
  });

  it('titles match whatever their case, accents and punctuation', () => {
    expect(normaliseText('Amélie')).toBe(normaliseText('AMELIE'));
    expect(normaliseText('Dune: Part Two')).toBe(normaliseText('dune part two'));
    expect(normaliseText('Işıklar')).toBe(normaliseText('isiklar'));
  });
});

describe('Letterboxd', () => {
  it('watched.csv → İzlendi without a rating', async () => {
    const upload = await csv('watched.csv', letterboxdWatched);
    expect(upload).toMatchObject({ source: 'letterboxd', kind: 'movies', rows: 4, skipped: [] });
    expect(byTitle(upload)['Crouching Tiger, Hidden Dragon']).toMatchObject({ year: 2000, status: 'İzlendi', rating: null });
  });

  it('ratings.csv → İzlendi with the converted rating (3.5 → 7), an empty rating stays empty', async () => {
    const movies = byTitle(await csv('ratings.csv', letterboxdRatings));
    expect(movies['Amélie']).toMatchObject({ year: 2001, status: 'İzlendi', rating: 7 });
    expect(movies['Inception'].rating).toBe(9);
    expect(movies['Whiplash']).toMatchObject({ status: 'İzlendi', rating: null });
    expect(movies['Cats'].rating).toBe(1);
  });

  it('watchlist.csv → İzlenecek (its columns are watched.csv’s: the file name tells them apart)', async () => {
    const movies = byTitle(await csv('watchlist.csv', letterboxdWatchlist));
    expect(movies['Dune: Part Two']).toMatchObject({ year: 2024, status: 'İzlenecek', rating: null });
  });

  it('the whole ZIP: one movie per film with its rating, watched beats watchlist, other files ignored', async () => {
    const upload = await readUpload({ fileName: 'letterboxd-ayse-2024.zip', bytes: await letterboxdZip() });
    const movies = byTitle(upload);
    expect(Object.keys(movies).sort()).toEqual(
      ['Amélie', 'Cats', 'Crouching Tiger, Hidden Dragon', 'Dune: Part Two', 'Inception', 'Parasite', 'Portrait of a Lady on Fire', 'The Good, the Bad and the Ugly', 'Whiplash'].sort(),
    );
    expect(movies['Inception']).toMatchObject({ status: 'İzlendi', rating: 9 });
    expect(movies['Amélie']).toMatchObject({ status: 'İzlendi', rating: 7 });
    expect(movies['Parasite']).toMatchObject({ status: 'İzlendi', rating: null });
    expect(upload.rows).toBe(12);
    expect(upload.skipped).toEqual([]);
  });

  it('a film twice in one file is skipped as a duplicate; a row without a name as unreadable', async () => {
    const upload = await csv('watched.csv', `${letterboxdWatched}2023-06-01,inception,2010,https://boxd.it/1skk\r\n2023-06-02,,2011,https://boxd.it/x\r\n`);
    expect(upload.drafts).toHaveLength(4);
    expect(upload.skipped).toEqual([
      { title: 'inception', detail: '2010', reason: 'duplicate' },
      { title: '—', detail: '2011', reason: 'invalid' },
    ]);
  });
});

describe('Goodreads', () => {
  it('maps shelves, stars, ISBN, year, publisher and author', async () => {
    const upload = await csv('goodreads_library_export.csv', goodreadsLibrary);
    expect(upload).toMatchObject({ source: 'goodreads', kind: 'books', rows: 6 });
    const books = byTitle(upload);
    expect(books['1984']).toMatchObject({ author: 'George Orwell', status: 'Okundu', rating: 10, isbn: '9780451524935', year: 1950, publisher: 'Signet Classic' });
    expect(books['The Hunger Games (The Hunger Games, #1)']).toMatchObject({ status: 'Okunuyor', rating: null, isbn: '9780439023481' });
    expect(books['The Fault in Our Stars']).toMatchObject({ status: 'Okunacak', rating: null, isbn: null, year: 2012 });
    // No "Year Published": the original publication year.
    expect(books['Fahrenheit 451']).toMatchObject({ status: 'Okundu', rating: 6, year: 1953, publisher: 'Simon & Schuster' });
    expect(upload.skipped).toEqual([
      { title: 'Ulysses', detail: 'James Joyce', reason: 'invalid' },
      { title: 'Nineteen Eighty-Four', detail: 'George Orwell', reason: 'duplicate' },
    ]);
  });
});

describe('matching what is already in the list', () => {
  it('movies by normalised title and year; a missing year on either side still matches', () => {
    const exists = movieExists([
      { title: 'Inception', year: 2010 },
      { title: 'Dune', year: 1984 },
      { title: 'Parasite', year: null },
    ]);
    expect(exists({ title: 'INCEPTION', year: 2010 })).toBe(true);
    expect(exists({ title: 'Dune', year: 2021 })).toBe(false);
    expect(exists({ title: 'Dune', year: null })).toBe(true);
    expect(exists({ title: 'Parasite', year: 2019 })).toBe(true);
    expect(exists({ title: 'Whiplash', year: 2014 })).toBe(false);
  });

  it('books by ISBN, else by title and author', () => {
    const exists = bookExists([
      { title: 'Bir Başka Ad', author: 'Kimse', isbn: '9780451524935' },
      { title: 'Fahrenheit 451', author: 'Ray Bradbury', isbn: null },
      { title: 'Suç ve Ceza', author: '', isbn: null },
    ]);
    expect(exists({ title: '1984', author: 'George Orwell', isbn: '9780451524935' })).toBe(true);
    expect(exists({ title: 'fahrenheit 451', author: 'ray bradbury', isbn: '9781451673319' })).toBe(true);
    expect(exists({ title: 'Fahrenheit 451', author: 'Başka Yazar', isbn: null })).toBe(false);
    expect(exists({ title: 'Suç ve Ceza', author: 'Dostoyevski', isbn: null })).toBe(true);
  });
});

describe('refusals', () => {
  const refused = (fileName: string, bytes: Buffer, message: string) => expect(readUpload({ fileName, bytes })).rejects.toThrow(message);

  it('not a CSV or ZIP (a photo)', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    await refused('liste.csv', png, lm.notCsv);
    await refused('watched.csv', Buffer.from(`${letterboxdWatched}2023-01-01,Bo\u0000zuk,2000,https://boxd.it/x\r\n`), lm.notCsv);
  });
  it('columns of neither app', () => refused('liste.csv', Buffer.from('ad,soyad\r\nAyşe,Yılmaz\r\n'), lm.unknownColumns));
  it('an empty file or headers only', async () => {
    await refused('watched.csv', Buffer.alloc(0), lm.empty);
    await refused('watched.csv', Buffer.from('Date,Name,Year,Letterboxd URI\r\n'), lm.empty);
  });
  it(`more than ${LIST_IMPORT_MAX_ROWS} rows`, () => {
    const rows = Array.from({ length: LIST_IMPORT_MAX_ROWS + 1 }, (_, i) => `2023-01-01,Film ${i},2000,https://boxd.it/${i}`);
    return refused('watched.csv', Buffer.from(['Date,Name,Year,Letterboxd URI', ...rows].join('\n')), lm.tooManyRows);
  });
  it('a ZIP without the lists, a damaged ZIP, both apps in one ZIP', async () => {
    await refused('x.zip', await makeZip([['notlar.txt', Buffer.from('merhaba')]]), lm.zipWithoutLists);
    await refused('x.zip', (await letterboxdZip()).subarray(0, 200), lm.unreadable);
    const mixed = await makeZip([
      ['watched.csv', Buffer.from(letterboxdWatched)],
      ['goodreads_library_export.csv', Buffer.from(goodreadsLibrary)],
    ]);
    await refused('x.zip', mixed, lm.mixed);
  });
});
