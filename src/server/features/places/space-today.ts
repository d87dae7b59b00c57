import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { todayInSpaceZone } from '../../../shared/dates';
import { spaces } from '../../db/schema';
import { notFound } from '../../platform/http-errors';

/**
 * The space's calendar day now, in its own time zone (a visit date after it is refused; a trip's
 * phase). Asked on every trip and place request: only the time zone is read.
 */
export async function spaceToday(app: FastifyInstance, spaceId: string): Promise<string> {
  const [space] = await app.ctx.db.select({ timeZone: spaces.timeZone }).from(spaces).where(eq(spaces.id, spaceId)).limit(1);
  if (!space) throw notFound();
  return todayInSpaceZone(app.ctx.now(), space.timeZone);
}
