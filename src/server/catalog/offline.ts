import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fuse from 'fuse.js';
import { CATALOG_FUZZY_OPTIONS, type TitleDetails, type TitleSearchResult, type TitleType } from '../../shared/catalog';
import type { TitleCatalog } from './types';

/** One entry of offline/catalogue.json. */
export interface OfflineEntry {
  imdbId: string;
  title: string;
  /** The Turkish title where one is in use ('Esaretin Bedeli'); never made up. */
  titleTr?: string;
  type: TitleType;
  year: number;
  endYear?: number | null;
  director: string;
  genres: string[];
  runtime: number | null;
  actors: string[];
  imdbRating: number | null;
  /** The project's own short Turkish summary; titles taken from a dataset carry facts only. */
  plot?: string;
}

/**
 * Turkish-insensitive text for matching: 'ı'/'I'/'İ' → 'i', and ş/ğ/ü/ö/ç (any accent) lose their
 * marks, so 'esaretin bedelı', 'ŞAHSIYET' and 'sahsiyet' all meet. Fuse then allows small typos.
 */
export function foldTitle(s: string): string {
  return s
    .replace(/[ıIİ]/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

export const OFFLINE_CATALOGUE_PATH = fileURLToPath(new URL('./offline/catalogue.json', import.meta.url));
const MAX_RESULTS = 10;

/**
 * The bundled catalogue of movies and series, used when no OMDb key is set so a fresh install
 * works with no keys at all, and by the daily game for its pool's facts (features/movie-game).
 * Searched with the spec's fuzzy ranking (fuse.js, threshold 0.4) over the original and the
 * Turkish title, Turkish letters folded. It has no posters: the cards show their placeholder.
 */
export class OfflineCatalog implements TitleCatalog {
  readonly service = 'offline';
  private loaded: { entries: OfflineEntry[]; byId: Map<string, OfflineEntry>; fuse: Record<TitleType, Fuse<OfflineEntry>> } | null = null;

  constructor(private readonly source: () => OfflineEntry[] = readOfflineCatalogue) {}

  async search(query: string, type: TitleType): Promise<TitleSearchResult[]> {
    const { fuse } = this.data();
    return fuse[type]
      .search(foldTitle(query), { limit: MAX_RESULTS })
      .map((r) => r.item)
      .map((e) => ({
        id: e.imdbId,
        title: e.title,
        ...(e.titleTr ? { titleTr: e.titleTr } : {}),
        type: e.type,
        year: e.year ?? null,
        endYear: e.endYear ?? null,
        poster: null,
      }));
  }

  async details(id: string): Promise<TitleDetails | null> {
    const e = this.data().byId.get(id);
    if (!e) return null;
    return {
      id: e.imdbId,
      type: e.type,
      title: e.title,
      ...(e.titleTr ? { titleTr: e.titleTr } : {}),
      year: e.year ?? null,
      endYear: e.endYear ?? null,
      director: e.director ?? '',
      genres: e.genres ?? [],
      runtime: e.runtime ?? null,
      actors: e.actors ?? [],
      imdbRating: e.imdbRating ?? null,
      poster: null,
      plot: e.plot ?? '',
      totalSeasons: null,
    };
  }

  private data() {
    if (!this.loaded) {
      const entries = this.source();
      // One index per type (a search asks for one), the titles folded once when it is built.
      const index = (type: TitleType) =>
        new Fuse(
          entries.filter((e) => e.type === type),
          {
            ...CATALOG_FUZZY_OPTIONS,
            keys: ['title', 'titleTr'],
            getFn: (e, path) => {
              const value = Fuse.config.getFn(e, path);
              return typeof value === 'string' ? foldTitle(value) : value;
            },
          },
        );
      this.loaded = { entries, byId: new Map(entries.map((e) => [e.imdbId, e])), fuse: { movie: index('movie'), series: index('series') } };
    }
    return this.loaded;
  }
}

export function readOfflineCatalogue(): OfflineEntry[] {
  return JSON.parse(fs.readFileSync(OFFLINE_CATALOGUE_PATH, 'utf8')) as OfflineEntry[];
}
