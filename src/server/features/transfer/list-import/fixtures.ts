import yazl from 'yazl';
import { readAll } from '../zip-reader';

/**
 * Exports of Letterboxd and Goodreads, written for the tests in each app's real column layout:
 * quoted commas, empty ratings, a half-star rating, a BOM, Windows line ends, Goodreads' ="ISBN"
 * cells and a review with a line break and quotes inside.
 */
const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
const lf = (lines: string[]) => `${lines.join('\n')}\n`;

export const letterboxdWatched = crlf([
  'Date,Name,Year,Letterboxd URI',
  '2023-01-05,Inception,2010,https://boxd.it/1skk',
  '2023-02-11,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/1Z6G',
  '2023-03-02,Amélie,2001,https://boxd.it/2aHi',
  '2023-04-20,Parasite,2019,https://boxd.it/hTha',
]);

export const letterboxdRatings = `\uFEFF${crlf([
  'Date,Name,Year,Letterboxd URI,Rating',
  '2023-01-05,Inception,2010,https://boxd.it/1skk,4.5',
  '2023-03-02,Amélie,2001,https://boxd.it/2aHi,3.5',
  '2023-05-01,Whiplash,2014,https://boxd.it/7BQ0,',
  '2023-05-02,"The Good, the Bad and the Ugly",1966,https://boxd.it/2b2m,5',
  '2023-05-03,Cats,2019,https://boxd.it/lV2s,0.5',
])}`;

export const letterboxdWatchlist = crlf([
  'Date,Name,Year,Letterboxd URI',
  '2024-01-01,Dune: Part Two,2024,https://boxd.it/nqG2',
  '2024-01-02,"Portrait of a Lady on Fire",2019,https://boxd.it/jlcM',
  '2024-01-03,Inception,2010,https://boxd.it/1skk',
]);

const GOODREADS_HEADER =
  'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies';

export const goodreadsLibrary = `\uFEFF${lf([
  GOODREADS_HEADER,
  '5470,1984,George Orwell,"Orwell, George",Erich Fromm,"=""0451524934""","=""9780451524935""",5,4.19,Signet Classic,Mass Market Paperback,328,1950,1949,2023/03/01,2022/12/01,,,read,"",,,1,0',
  '2767052,"The Hunger Games (The Hunger Games, #1)",Suzanne Collins,"Collins, Suzanne",,"=""0439023483""","=""9780439023481""",0,4.33,Scholastic Press,Hardcover,374,2008,2008,,2023/01/10,,,currently-reading,,,,0,0',
  '11870085,The Fault in Our Stars,John Green,"Green, John",,"=""""","=""""",0,4.14,Dutton Books,Hardcover,313,2012,2012,,2023/02/01,to-read,to-read (#1),to-read,,,,0,0',
  '13079982,Fahrenheit 451,Ray Bradbury,"Bradbury, Ray",,"=""""","=""""",3,3.97,Simon & Schuster,Paperback,249,,1953,2021/05/01,2021/04/01,,,read,"Kısa ama ""yakıcı"".\nİkinci satır.",,,1,0',
  '338798,Ulysses,James Joyce,"Joyce, James",,"=""""","=""""",0,3.74,Penguin,Paperback,783,1992,1922,,2020/01/01,did-not-finish,did-not-finish (#1),did-not-finish,,,,0,0',
  '5471,Nineteen Eighty-Four,George Orwell,"Orwell, George",,"=""0451524934""","=""""",4,4.19,Signet Classic,Paperback,328,1950,1949,,2022/12/02,,,read,,,,1,0',
])}`;

/** Letterboxd's whole export as its ZIP: the three lists plus files the import leaves alone. */
export function letterboxdZip(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const files: [string, string][] = [
    ['profile.csv', 'Date Joined,Username,Given Name\r\n2020-01-01,ayse,Ayşe\r\n'],
    ['watched.csv', letterboxdWatched],
    ['ratings.csv', letterboxdRatings],
    ['watchlist.csv', letterboxdWatchlist],
    ['diary.csv', 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\r\n'],
    // Same columns as watched.csv, but liked films are not a list of ours.
    ['likes/films.csv', crlf(['Date,Name,Year,Letterboxd URI', '2023-01-01,Cars,2006,https://boxd.it/1zUi'])],
  ];
  for (const [name, text] of files) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  return readAll(zip.outputStream as never);
}
