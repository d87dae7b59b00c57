import type { FeatureData } from './feature';
import { accountFeature } from './account';
import { settingsFeature } from './settings';
import { homeFeature } from './home';
import { moviesFeature } from './movies';
import { seriesFeature } from './series';
import { booksFeature } from './books';
import { quotesFeature } from './quotes';
import { memoriesFeature } from './memories';
import { placesFeature } from './places';
import { ikimizFeature } from './ikimiz';
import { musicFeature } from './music';
import { movieGameFeature } from './movie-game';
import { notificationsFeature } from './notifications';
import { clientConfigFeature } from './client-config';
import { yilimizFeature } from './yilimiz';
import { pushFeature } from './push';
import { dailyQuestionFeature } from './daily-question';
import { capsulesFeature } from './capsules';

/**
 * Every feature's shared manifest (decision 018, docs/adding-a-feature.md). A new feature adds one
 * line here. The order is the export's import order after the core kinds (shared/transfer.ts).
 * Read by: live-event topics (events.ts), export kinds (transfer.ts), route preloads
 * (route-preloads.ts), the offline policy (client/lib/offline-policy.ts) and the page tour (e2e).
 */
export const sharedFeatures = [
  accountFeature,
  settingsFeature,
  homeFeature,
  moviesFeature,
  seriesFeature,
  booksFeature,
  quotesFeature,
  memoriesFeature,
  placesFeature,
  ikimizFeature,
  musicFeature,
  movieGameFeature,
  notificationsFeature,
  pushFeature,
  clientConfigFeature,
  yilimizFeature,
  dailyQuestionFeature,
  capsulesFeature,
] as const;

export type SharedFeature = (typeof sharedFeatures)[number];

/** The same list, widened to the manifest's shape (for reading optional fields). */
export const featureData: readonly FeatureData[] = sharedFeatures;
