import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes';
import { inviteRoutes } from './account/invite-routes';
import { accountSecurityRoutes } from './account/security-routes';
import { healthRoutes } from './health/routes';
import { settingsRoutes } from './settings/routes';
import { homeRoutes } from './home/routes';
import { quoteRoutes } from './quotes/routes';
import { notificationRoutes } from './notifications/routes';
import { photoRoutes } from '../platform/photos-routes';
import { catalogRoutes } from '../catalog/routes';
import { moviesRoutes } from './movies/routes';
import { seriesRoutes } from './series/routes';
import { booksRoutes } from './books/routes';
import { clientConfigRoutes } from './client-config/routes';
import { musicRoutes } from './music/routes';
import { movieGameRoutes } from './movie-game/routes';
import { placeRoutes } from './places/routes';
import { geocodeRoutes } from './places/geocode-routes';
import { memoryRoutes } from './memories/routes';
import { transferRoutes } from './transfer/routes';
import { lastBackupRoutes } from './backup/last';
import { pushRoutes } from './push/routes';

/** Every feature's routes, mounted under /api. A new feature adds one line here. */
export async function featureRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(inviteRoutes);
  await app.register(accountSecurityRoutes);
  await app.register(settingsRoutes);
  await app.register(homeRoutes);
  await app.register(quoteRoutes);
  await app.register(notificationRoutes);
  await app.register(photoRoutes);
  await app.register(catalogRoutes);
  await app.register(moviesRoutes);
  await app.register(seriesRoutes);
  await app.register(booksRoutes);
  await app.register(clientConfigRoutes);
  await app.register(musicRoutes);
  await app.register(movieGameRoutes);
  await app.register(placeRoutes);
  await app.register(geocodeRoutes);
  await app.register(memoryRoutes);
  await app.register(transferRoutes);
  await app.register(lastBackupRoutes);
  await app.register(pushRoutes);
}
