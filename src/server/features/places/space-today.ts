import type { FastifyInstance } from 'fastify';
import { todayInSpaceZone } from '../../../shared/dates';
import { notFound } from '../../platform/http-errors';
import { getSpace } from '../settings/repo';

/** The space's calendar day now, in its own time zone (a visit date after it is refused; a trip's phase). */
export async function spaceToday(app: FastifyInstance, spaceId: string): Promise<string> {
  const space = await getSpace(app.ctx.db, spaceId);
  if (!space) throw notFound();
  return todayInSpaceZone(app.ctx.now(), space.timeZone);
}
