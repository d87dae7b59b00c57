import { seriesInput, type SeriesStatus } from '../../../shared/series';
import { seedScreenList, type ListSeedContext, type ScreenSample } from '../lists/seed-helpers';
import { seriesRepo } from './repo';

const SAMPLES: (ScreenSample<SeriesStatus> & { season?: number; episode?: number })[] = [
  { imdbId: 'tt0386676', status: 'Tamamlandı', rating: 9, notes: 'Tekrar tekrar izlenir.', by: 1 },
  { imdbId: 'tt1475582', status: 'Bırakıldı', season: 3, episode: 1, by: 0 },
  { imdbId: 'tt4786824', status: 'İzlenecek', by: 1 },
  { imdbId: 'tt5753856', status: 'Devam Ediyor', season: 2, episode: 4, notes: 'Soy ağacını çizmemiz lazım.', by: 0 },
];

/** Demo series from both members, with facts from the offline catalogue. Runs once per space. */
export async function seriesSeed(ctx: ListSeedContext): Promise<void> {
  await seedScreenList(ctx, seriesRepo, SAMPLES, (shared, d, s) => seriesInput.parse({ ...shared, creator: d.director, startYear: d.year, endYear: d.endYear, currentSeason: s.season ?? null, currentEpisode: s.episode ?? null }));
}
