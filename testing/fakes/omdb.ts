import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeService } from './fake-service';

/**
 * A local OMDb: the same URL shape (`/?apikey=…&s=…&type=…`, `/?apikey=…&i=…&plot=full`) and the
 * same answers as the real service, errors included — "not found" and "Too many results." as
 * HTTP 200 with "Response":"False", a wrong key and the daily limit as 401, "N/A" for missing
 * values, en-dash year ranges, numbers as strings. Deterministic data; posters point at this
 * server (so nothing reaches the internet) or are "N/A".
 *
 * Keys: any non-empty key works except 'invalid' (401 "Invalid API key!") and 'limit'
 * (401 "Request limit reached!"). `fake.fail` forces a failure for every call.
 */
export type OmdbFailure = 'invalid-key' | 'limit' | 'down' | null;

export type FakeOmdb = FakeService<{ s?: string; i?: string; type?: string }, OmdbFailure>;

interface Title {
  imdbID: string;
  Title: string;
  Year: string;
  Type: 'movie' | 'series';
  Runtime: string;
  Genre: string;
  Director: string;
  Writer: string;
  Actors: string;
  Plot: string;
  imdbRating: string;
  totalSeasons?: string;
  poster: boolean;
}

export const omdbTitles: Title[] = [
  { imdbID: 'tt1375666', Title: 'Inception', Year: '2010', Type: 'movie', Runtime: '148 min', Genre: 'Action, Adventure, Sci-Fi', Director: 'Christopher Nolan', Writer: 'Christopher Nolan', Actors: 'Leonardo DiCaprio, Joseph Gordon-Levitt, Elliot Page', Plot: 'A thief who steals corporate secrets through dream-sharing technology is given the inverse task of planting an idea.', imdbRating: '8.8', poster: true },
  { imdbID: 'tt0816692', Title: 'Interstellar', Year: '2014', Type: 'movie', Runtime: '169 min', Genre: 'Adventure, Drama, Sci-Fi', Director: 'Christopher Nolan', Writer: 'Jonathan Nolan, Christopher Nolan', Actors: 'Matthew McConaughey, Anne Hathaway, Jessica Chastain', Plot: 'A team of explorers travel through a wormhole in space in an attempt to ensure humanity\'s survival.', imdbRating: '8.7', poster: true },
  { imdbID: 'tt0133093', Title: 'The Matrix', Year: '1999', Type: 'movie', Runtime: '136 min', Genre: 'Action, Sci-Fi', Director: 'Lana Wachowski, Lilly Wachowski', Writer: 'Lilly Wachowski, Lana Wachowski', Actors: 'Keanu Reeves, Laurence Fishburne, Carrie-Anne Moss', Plot: 'A computer hacker learns from mysterious rebels about the true nature of his reality.', imdbRating: '8.7', poster: true },
  { imdbID: 'tt0234215', Title: 'The Matrix Reloaded', Year: '2003', Type: 'movie', Runtime: '138 min', Genre: 'Action, Sci-Fi', Director: 'Lana Wachowski, Lilly Wachowski', Writer: 'Lilly Wachowski, Lana Wachowski', Actors: 'Keanu Reeves, Laurence Fishburne, Carrie-Anne Moss', Plot: 'Freedom fighters Neo, Trinity and Morpheus continue to lead the revolt against the Machine Army.', imdbRating: '7.2', poster: false },
  { imdbID: 'tt0211915', Title: 'Amélie', Year: '2001', Type: 'movie', Runtime: '122 min', Genre: 'Comedy, Romance', Director: 'Jean-Pierre Jeunet', Writer: 'Guillaume Laurant, Jean-Pierre Jeunet', Actors: 'Audrey Tautou, Mathieu Kassovitz, Rufus', Plot: 'Amélie is an innocent and naive girl in Paris with her own sense of justice.', imdbRating: '8.3', poster: true },
  { imdbID: 'tt0112471', Title: 'Before Sunrise', Year: '1995', Type: 'movie', Runtime: '101 min', Genre: 'Drama, Romance', Director: 'Richard Linklater', Writer: 'Richard Linklater, Kim Krizan', Actors: 'Ethan Hawke, Julie Delpy, Andrea Eckert', Plot: 'A young man and woman meet on a train in Europe, and wind up spending one evening together in Vienna.', imdbRating: '8.1', poster: true },
  // Outside the game's pool (a film no list of best-known titles holds): judged by OMDb alone.
  { imdbID: 'tt5697572', Title: 'Cats', Year: '2019', Type: 'movie', Runtime: '110 min', Genre: 'Comedy, Drama, Family', Director: 'Tom Hooper', Writer: 'Lee Hall, Tom Hooper', Actors: 'Francesca Hayward, Taylor Swift, Judi Dench', Plot: 'A tribe of cats called the Jellicles must decide yearly which one will ascend to the Heaviside Layer.', imdbRating: '2.8', poster: true },
  { imdbID: 'tt0903747', Title: 'Breaking Bad', Year: '2008–2013', Type: 'series', Runtime: '49 min', Genre: 'Crime, Drama, Thriller', Director: 'N/A', Writer: 'Vince Gilligan', Actors: 'Bryan Cranston, Aaron Paul, Anna Gunn', Plot: 'A chemistry teacher diagnosed with cancer turns to manufacturing methamphetamine to secure his family\'s future.', imdbRating: '9.5', totalSeasons: '5', poster: true },
  { imdbID: 'tt0386676', Title: 'The Office', Year: '2005–2013', Type: 'series', Runtime: '22 min', Genre: 'Comedy', Director: 'N/A', Writer: 'Greg Daniels, Ricky Gervais, Stephen Merchant', Actors: 'Steve Carell, Jenna Fischer, John Krasinski', Plot: 'A mockumentary on a group of typical office workers.', imdbRating: '9.0', totalSeasons: '9', poster: true },
  { imdbID: 'tt0944947', Title: 'Game of Thrones', Year: '2011–2019', Type: 'series', Runtime: '57 min', Genre: 'Action, Adventure, Drama', Director: 'N/A', Writer: 'David Benioff, D.B. Weiss', Actors: 'Emilia Clarke, Peter Dinklage, Kit Harington', Plot: 'Nine noble families fight for control over the lands of Westeros.', imdbRating: '9.2', totalSeasons: '8', poster: false },
  { imdbID: 'tt3581920', Title: 'The Last of Us', Year: '2023–', Type: 'series', Runtime: '50 min', Genre: 'Action, Adventure, Drama', Director: 'N/A', Writer: 'Craig Mazin (created by), Neil Druckmann (created by)', Actors: 'Pedro Pascal, Bella Ramsey, Gabriel Luna', Plot: 'After a global pandemic destroys civilization, a hardened survivor takes charge of a girl who may be humanity\'s last hope.', imdbRating: '8.6', totalSeasons: '2', poster: true },
];

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export async function startFakeOmdb(): Promise<FakeOmdb> {
  const fake: FakeOmdb = { url: '', env: {}, calls: [], fail: null, close: async () => {} };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/posters/')) {
      // A tiny SVG "poster"; the app only shows https images, so browsers fall back anyway.
      res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><rect width="300" height="450" fill="#e7e5e4"/></svg>');
      return;
    }
    const q = Object.fromEntries(url.searchParams);
    fake.calls.push({ s: q.s, i: q.i, type: q.type });
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*' }).end(JSON.stringify(body));

    if (fake.fail === 'down') {
      res.writeHead(503, { 'Content-Type': 'text/html' }).end('<html><body>Service Unavailable</body></html>');
      return;
    }
    if (!q.apikey) return send(401, { Response: 'False', Error: 'No API key provided.' });
    if (q.apikey === 'invalid' || fake.fail === 'invalid-key') return send(401, { Response: 'False', Error: 'Invalid API key!' });
    if (q.apikey === 'limit' || fake.fail === 'limit') return send(401, { Response: 'False', Error: 'Request limit reached!' });

    const poster = (t: Title) => (t.poster ? `${fake.url}/posters/${t.imdbID}.jpg` : 'N/A');

    if (q.i) {
      const t = omdbTitles.find((x) => x.imdbID === q.i);
      if (!t) return send(200, { Response: 'False', Error: 'Incorrect IMDb ID.' });
      const { poster: _p, totalSeasons, ...fields } = t;
      return send(200, {
        ...fields,
        Rated: 'N/A',
        Released: 'N/A',
        Language: 'English',
        Country: 'United States',
        Awards: 'N/A',
        Poster: poster(t),
        Ratings: [{ Source: 'Internet Movie Database', Value: `${t.imdbRating}/10` }],
        Metascore: 'N/A',
        imdbVotes: '1,000,000',
        ...(t.Type === 'series' ? { totalSeasons } : { DVD: 'N/A', BoxOffice: 'N/A', Production: 'N/A', Website: 'N/A' }),
        Response: 'True',
      });
    }

    if (q.s !== undefined) {
      const term = fold(q.s.trim());
      const notFound = q.type === 'series' ? 'Series not found!' : 'Movie not found!';
      if (term.length < 3) return send(200, { Response: 'False', Error: term ? 'Too many results.' : 'Incorrect IMDb ID.' });
      const found = omdbTitles.filter((t) => (!q.type || t.Type === q.type) && fold(t.Title).includes(term));
      if (found.length === 0) return send(200, { Response: 'False', Error: notFound });
      return send(200, {
        Search: found.map((t) => ({ Title: t.Title, Year: t.Year, imdbID: t.imdbID, Type: t.Type, Poster: poster(t) })),
        totalResults: String(found.length),
        Response: 'True',
      });
    }
    return send(200, { Response: 'False', Error: 'Incorrect IMDb ID.' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.env = { OMDB_BASE_URL: fake.url };
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
