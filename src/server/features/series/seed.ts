import { seriesInput, type SeriesStatus } from '../../../shared/series';
import { OfflineCatalog } from '../../catalog/offline';
import { seedList, type ListSeedContext } from '../lists/seed-helpers';
import { seriesRepo } from './repo';

const SAMPLES: { imdbId: string; status: SeriesStatus; season?: number; episode?: number; rating?: number; notes?: string; by: number }[] = [
  { imdbId: 'tt0386676', status: 'Tamamlandı', rating: 9, notes: 'Tekrar tekrar izlenir.', by: 1 },
  { imdbId: 'tt1475582', status: 'Bırakıldı', season: 3, episode: 1, by: 0 },
  { imdbId: 'tt4786824', status: 'İzlenecek', by: 1 },
  { imdbId: 'tt5753856', status: 'Devam Ediyor', season: 2, episode: 4, notes: 'Soy ağacını çizmemiz lazım.', by: 0 },
];

/** Demo series from both members, with facts from the offline catalogue. Runs once per space. */
export async function seriesSeed(ctx: ListSeedContext): Promise<void> {
  const catalogue = new OfflineCatalog();
  const items = [];
  for (const s of SAMPLES) {
    const d = await catalogue.details(s.imdbId);
    if (!d) continue;
    const values = seriesInput.parse({
      title: d.title,
      creator: d.director,
      startYear: d.year,
      endYear: d.endYear,
      genre: d.genres.join(', '),
      imdbId: d.id,
      imdbRating: d.imdbRating,
      plot: d.plot,
      runtime: d.runtime,
      status: s.status,
      currentSeason: s.season ?? null,
      currentEpisode: s.episode ?? null,
      rating: s.rating ?? null,
      notes: s.notes ?? '',
    });
    items.push({ by: s.by, values });
  }
  await seedList(ctx, seriesRepo, items);
}
