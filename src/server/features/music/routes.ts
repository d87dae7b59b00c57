import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogQuery } from '../../../shared/catalog';
import { todayInSpaceZone } from '../../../shared/dates';
import {
  MUSIC_SEARCH_MIN_QUERY,
  addMusicInput,
  musicDayQuery,
  musicMessages as mm,
  musicNotificationMessage,
  type MusicDay,
} from '../../../shared/music';
import { memberOf } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { HttpError, badRequest, conflict, notFound } from '../../platform/http-errors';
import { ownerGuard } from '../../platform/owned-records';
import { searchLimit } from '../../platform/shared-limits';
import { parse } from '../../platform/validate';
import { CatalogError } from '../../catalog/types';
import { YouTubeQuotaError, youtube } from '../../catalog/youtube';
import { notifyPartner } from '../notifications/notify';
import { getSpace } from '../settings/repo';
import { findMusic, hasMusicOn, insertMusic, listMusicOfDay, musicRepo } from './repo';
import { ensureRoom } from '../../platform/space-limits';

/**
 * Music (Müzikler): one song a day per member, listed by day in the space's calendar. YouTube
 * is reached by the server only (the key never leaves it); the browser names a video by its id
 * or a link and the server reads the title, channel and cover from oEmbed itself.
 */
export async function musicRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Searches and additions both call YouTube: each member gets CATALOG_MAX_PER_MINUTE a minute.
  const admit = searchLimit(app, 'music-search');
  const ownSong = ownerGuard((member, id) => findMusic(db, member.spaceId, id), (s) => s.addedBy?.id);

  async function today(spaceId: string) {
    const space = await getSpace(db, spaceId);
    if (!space) throw notFound();
    return todayInSpaceZone(app.ctx.now(), space.timeZone);
  }

  /** A YouTube failure as the person should read it, logged without URL or key. */
  function youtubeFailed(request: FastifyRequest, err: unknown, call: string, message: string) {
    if (err instanceof HttpError) return err;
    if (err instanceof YouTubeQuotaError) message = mm.quotaExceeded;
    if (err instanceof CatalogError) {
      request.log.warn({ service: err.service, call, reason: err.reason, status: err.status, detail: err.message }, 'youtube call failed');
    } else {
      request.log.error({ call, err }, 'youtube adapter failed');
    }
    return new HttpError(502, message);
  }

  app.get('/music', async (request): Promise<MusicDay> => {
    const member = memberOf(request);
    const { date } = parse(musicDayQuery, request.query);
    const now = await today(member.spaceId);
    const day = date ?? now;
    return { date: day, today: now, music: await listMusicOfDay(db, member.spaceId, day) };
  });

  app.get('/music/search', async (request) => {
    await admit(request);
    const { q } = parse(catalogQuery, request.query);
    if (q.length < MUSIC_SEARCH_MIN_QUERY) return { results: [] };
    const yt = youtube(app);
    if (!yt.searchEnabled) throw badRequest(mm.searchNeedsKey);
    try {
      return { results: await yt.search(q) };
    } catch (err) {
      throw youtubeFailed(request, err, 'music.search', mm.searchFailed);
    }
  });

  app.post('/music', async (request, reply) => {
    const member = memberOf(request);
    await admit(request);
    const input = parse(addMusicInput, request.body);
    if (input.date > (await today(member.spaceId))) throw badRequest(mm.futureDay);
    // Asked first so a second try does not spend a YouTube call; the insert below still decides.
    if (await hasMusicOn(db, member.spaceId, member.id, input.date)) throw conflict(mm.duplicate);
    await ensureRoom(db, app.ctx.config.spaceLimits, member.spaceId, { rows: 1 });

    let video;
    try {
      video = await youtube(app).describe(input.videoId);
    } catch (err) {
      throw youtubeFailed(request, err, 'music.describe', mm.saveFailed);
    }
    if (!video) throw badRequest(mm.videoNotFound);

    const fields = { date: input.date, videoId: video.videoId, title: video.title, artist: video.channel, cover: video.cover };
    const id = await insertMusic(db, member.spaceId, member.id, fields, app.ctx.now());
    if (!id) throw conflict(mm.duplicate);
    void publishChange(app, member.spaceId, 'music', member.id);
    await notifyPartner(app, member, { text: () => ({ title: mm.notificationTitle, message: musicNotificationMessage(member.displayName, video.title) }), push: { kind: 'music', url: `/music?date=${fields.date}` } });
    return reply.code(201).send({ music: await findMusic(db, member.spaceId, id) });
  });

  app.delete('/music/:id', async (request) => {
    const member = memberOf(request);
    const song = await ownSong(member, (request.params as { id: string }).id, mm.onlyOwnerDelete);
    await musicRepo.remove(db, member.spaceId, song.id);
    void publishChange(app, member.spaceId, 'music', member.id);
    return { ok: true };
  });
}
