import { movieInput, type MovieStatus } from '../../../shared/movies';
import { OfflineCatalog } from '../../catalog/offline';
import { seedList, type ListSeedContext } from '../lists/seed-helpers';
import { moviesRepo } from './repo';

const SAMPLES: { imdbId: string; status: MovieStatus; rating?: number; notes?: string; by: number }[] = [
  { imdbId: 'tt0476735', status: 'İzlendi', rating: 10, notes: 'Mendil hazır olsun.', by: 1 },
  { imdbId: 'tt0338013', status: 'İzlendi', rating: 9, by: 0 },
  { imdbId: 'tt1798709', status: 'İzleniyor', notes: 'Yarısında kaldık.', by: 0 },
  { imdbId: 'tt0245429', status: 'İzlenecek', by: 1 },
  { imdbId: 'tt2543164', status: 'İzlenecek', notes: 'Yağmurlu bir akşama.', by: 0 },
];

/** Demo movies from both members, with facts from the offline catalogue. Runs once per space. */
export async function moviesSeed(ctx: ListSeedContext): Promise<void> {
  const catalogue = new OfflineCatalog();
  const items = [];
  for (const s of SAMPLES) {
    const d = await catalogue.details(s.imdbId);
    if (!d) continue;
    const values = movieInput.parse({
      title: d.title,
      director: d.director,
      year: d.year,
      genre: d.genres.join(', '),
      imdbId: d.id,
      imdbRating: d.imdbRating,
      plot: d.plot,
      runtime: d.runtime,
      status: s.status,
      rating: s.rating ?? null,
      notes: s.notes ?? '',
    });
    items.push({ by: s.by, values });
  }
  await seedList(ctx, moviesRepo, items);
}
