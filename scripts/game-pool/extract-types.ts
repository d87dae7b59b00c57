/** One title of the pool's extract (scripts/game-pool/sources/titles.json): facts only, each source named. */
export interface ExtractTitle {
  imdbId: string;
  title: string;
  type: 'movie' | 'series';
  year: number;
  director: string;
  genres: string[];
  runtime: number;
  actors: string[];
  imdbRating: number;
  /** How many rated it where the rating came from: how well known it is ('Kolay' or 'Zor'). */
  votes: number;
  /** Which source each fact came from (docs/game-pool.md names them and their licences). */
  from: Record<string, string>;
}
