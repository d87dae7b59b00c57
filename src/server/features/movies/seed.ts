import { movieInput, type MovieStatus } from '../../../shared/movies';
import { seedScreenList, type ListSeedContext, type ScreenSample } from '../lists/seed-helpers';
import { moviesRepo } from './repo';

const SAMPLES: ScreenSample<MovieStatus>[] = [
  { imdbId: 'tt0476735', status: 'İzlendi', rating: 10, notes: 'Mendil hazır olsun.', by: 1 },
  { imdbId: 'tt0338013', status: 'İzlendi', rating: 9, by: 0 },
  { imdbId: 'tt1798709', status: 'İzleniyor', notes: 'Yarısında kaldık.', by: 0 },
  { imdbId: 'tt0245429', status: 'İzlenecek', by: 1 },
  { imdbId: 'tt2543164', status: 'İzlenecek', notes: 'Yağmurlu bir akşama.', by: 0 },
];

/** Demo movies from both members, with facts from the offline catalogue. Runs once per space. */
export async function moviesSeed(ctx: ListSeedContext): Promise<void> {
  await seedScreenList(ctx, moviesRepo, SAMPLES, (shared, d) => movieInput.parse({ ...shared, director: d.director, year: d.year }));
}
