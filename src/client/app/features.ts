import type { ClientPage } from '../lib/client-feature';
import { homeClient } from '../features/home';
import { moviesClient } from '../features/movies';
import { seriesClient } from '../features/series';
import { booksClient } from '../features/books';
import { musicClient } from '../features/music';
import { placesClient } from '../features/places';
import { quotesClient } from '../features/quotes';
import { memoriesClient } from '../features/memories';
import { movieGameClient } from '../features/movie-game';
import { settingsClient } from '../features/settings';
import { yilimizClient } from '../features/yilimiz';
import { dailyQuestionClient } from '../features/daily-question';
import { capsulesClient } from '../features/capsules';

/**
 * Every feature's client manifest (features/<feature>/index.ts, decision 018): a new feature adds
 * one line here. The order is the side menu's (the spec's); the route table and the pages the
 * server may name in its HTML (openingPages) are read from it too.
 */
export const clientFeatures = [
  homeClient,
  moviesClient,
  seriesClient,
  booksClient,
  musicClient,
  placesClient,
  quotesClient,
  // Beyond the spec's menu (issue 22): the year in review, always reachable.
  yilimizClient,
  memoriesClient,
  // Issue 36: the daily rhythm beside the game and the song.
  dailyQuestionClient,
  capsulesClient,
  movieGameClient,
  settingsClient,
];

/** The signed-in pages, in menu order. */
export const memberPages: readonly ClientPage[] = clientFeatures.flatMap((f) => f.pages);
