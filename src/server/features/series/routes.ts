import type { FastifyInstance } from 'fastify';
import { seriesInput, seriesMessages, seriesNotificationMessage, type Series, type SeriesValues } from '../../../shared/series';
import { memberOf } from '../../platform/auth/auth-plugin';
import { ownedRecord, registerListRoutes, type ListFeature } from '../lists/owned-list';
import { presentSeries } from './presenter';
import { advanceEpisode, seriesRepo, type SeriesRow } from './repo';

export const seriesList: ListFeature<SeriesRow, Series, SeriesValues> = {
  path: '/series',
  topic: 'series',
  kind: 'series',
  repo: seriesRepo,
  input: seriesInput,
  present: presentSeries,
  messages: seriesMessages,
  notification: seriesNotificationMessage,
};

/** Series (Diziler): the list routes plus the one-tap "next episode" of the member's own series. */
export async function seriesRoutes(app: FastifyInstance) {
  const { presentById, changed } = registerListRoutes(app, seriesList);

  app.post('/series/:id/next-episode', async (request) => {
    const member = memberOf(request);
    const { id } = await ownedRecord(app, seriesList, member, (request.params as { id?: unknown }).id, 'edit');
    await advanceEpisode(app.ctx.db, member.spaceId, id, app.ctx.now());
    const item = await presentById(member.spaceId, id);
    await changed(member, id);
    return { item };
  });
}
