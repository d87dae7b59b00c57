import type { FastifyInstance } from 'fastify';
import type { DailyNudge, KindSpec, ServerFeature } from '../platform/feature';
import type { Db } from '../db/client';
import type { FeatureTransferKind } from '../../shared/transfer';
import { photoRoutes } from '../platform/photos-routes';
import { catalogRoutes } from '../catalog/routes';
import { healthServer } from './health';
import { accountServer } from './account';
import { settingsServer } from './settings';
import { homeServer } from './home';
import { quotesServer } from './quotes';
import { notificationsServer } from './notifications';
import { moviesServer } from './movies';
import { seriesServer } from './series';
import { booksServer } from './books';
import { clientConfigServer } from './client-config';
import { musicServer } from './music';
import { movieGameServer } from './movie-game';
import { placesServer } from './places';
import { memoriesServer } from './memories';
import { yilimizServer } from './yilimiz';
import { pushServer } from './push';
import { dailyQuestionServer } from './daily-question';
import { capsulesServer } from './capsules';
import { ikimizServer } from './ikimiz';

/**
 * Every feature's server manifest (features/<feature>/index.ts, decision 018): a new feature adds
 * one line here. Routes mount in this order under /api; seeders run in this order after the
 * account's. Transfer and backup read this list (their export specs), so app.ts mounts them after it.
 */
export const serverFeatures: readonly ServerFeature[] = [
  healthServer,
  accountServer,
  settingsServer,
  homeServer,
  quotesServer,
  notificationsServer,
  { name: 'photos', routes: [photoRoutes] },
  { name: 'catalog', routes: [catalogRoutes] },
  moviesServer,
  seriesServer,
  booksServer,
  clientConfigServer,
  musicServer,
  movieGameServer,
  placesServer,
  ikimizServer,
  memoriesServer,
  yilimizServer,
  pushServer,
  dailyQuestionServer,
  capsulesServer,
];

/** Every listed feature's routes, mounted under /api. */
export async function featureRoutes(app: FastifyInstance) {
  for (const feature of serverFeatures) for (const routes of feature.routes) await app.register(routes);
}

/** Every feature's export specs over one database, by kind (the core kinds are transfer/kinds.ts's). */
export function featureKindSpecs(db: Db): Record<FeatureTransferKind, KindSpec> {
  return Object.assign({}, ...serverFeatures.map((f) => f.exports?.(db) ?? {})) as Record<FeatureTransferKind, KindSpec>;
}

/** Every feature's daily nudges, in the list's order (app.ts hands them to the nudge job). */
export const dailyNudges: readonly DailyNudge[] = serverFeatures.flatMap((f) => f.nudges ?? []);
