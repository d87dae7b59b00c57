import type { FastifyInstance } from 'fastify';
import { todayInSpaceZone } from '../../../shared/dates';
import { notFound } from '../../platform/http-errors';
import { getSpace } from '../settings/repo';

/** Today's calendar date in the space's own time zone (the day a question belongs to). */
export async function spaceToday(app: FastifyInstance, spaceId: string): Promise<string> {
  const space = await getSpace(app.ctx.db, spaceId);
  if (!space) throw notFound();
  return todayInSpaceZone(app.ctx.now(), space.timeZone);
}
