import type { FastifyInstance } from 'fastify';
import { memoriesFormMessages as mf, memoriesMessages as mm, memoryInput, memoryNotificationMessage, memoryListQuery, memoryMonthQuery, onThisDayKeys, MEMORY_MAX_PHOTOS } from '../../../shared/memories';
import { todayInSpaceZone, parseIsoDate } from '../../../shared/dates';
import { memberOf } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { badRequest, notFound } from '../../platform/http-errors';
import { ownerGuard } from '../../platform/owned-records';
import { parse, parseId } from '../../platform/validate';
import { deletePhoto, saveUploadedPhoto } from '../../platform/photos';
import type { SessionMember } from '../../platform/context';
import { getSpace } from '../settings/repo';
import { notifyPartner } from '../notifications/notify';
import { decodeCursor } from './cursor';
import {
  attachPhoto,
  deleteMemory,
  findMemory,
  listMemoryPage,
  listMonth,
  listOnThisDay,
  memoriesRepo,
  memoryHasPhoto,
  photoCount,
} from './repo';
import { memorySocialRoutes } from './social-routes';
import { ensureRoom } from '../../platform/space-limits';

type IdParams = { id: string };

/** Bizim Anılarımız: shared by the couple; only the member who added a memory edits it or its photos. */
export async function memoryRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const changed = (member: SessionMember) => void publishChange(app, member.spaceId, 'memories', member.id);

  /** The memory of the member's space, or 404; 403 with `denied` when it is the partner's. */
  const ownMemory = ownerGuard((member, id) => findMemory(db, member.spaceId, member.id, id), (m) => m.addedBy?.id);

  app.get('/memories', async (request) => {
    const member = memberOf(request);
    const q = parse(memoryListQuery, request.query);
    const cursor = q.cursor ? decodeCursor(q.sort, q.cursor) : null;
    return listMemoryPage(db, member.spaceId, member.id, { sort: q.sort, category: q.category, cursor, limit: q.limit });
  });

  app.get('/memories/calendar', async (request) => {
    const member = memberOf(request);
    const q = parse(memoryMonthQuery, request.query);
    return { month: q.month, memories: await listMonth(db, member.spaceId, member.id, q.month, q.category) };
  });

  app.get('/memories/on-this-day', async (request) => {
    const member = memberOf(request);
    const space = await getSpace(db, member.spaceId);
    if (!space) throw notFound();
    const today = todayInSpaceZone(app.ctx.now(), space.timeZone);
    const memories = await listOnThisDay(db, member.spaceId, member.id, parseIsoDate(today).year, onThisDayKeys(today));
    return { today, memories };
  });

  app.get('/memories/:id', async (request) => {
    const member = memberOf(request);
    const memory = await findMemory(db, member.spaceId, member.id, parseId((request.params as IdParams).id));
    if (!memory) throw notFound();
    return { memory };
  });

  app.post('/memories', async (request, reply) => {
    const member = memberOf(request);
    const input = parse(memoryInput, request.body);
    await ensureRoom(db, app.ctx.config.spaceLimits, member.spaceId, { rows: 1 });
    const id = await memoriesRepo.insert(db, member.spaceId, member.id, input, app.ctx.now());
    changed(member);
    await notifyPartner(app, member, { text: () => ({ title: mf.newNotificationTitle, message: memoryNotificationMessage(member.displayName, input.title) }), push: { kind: 'memories', url: `/memories?ani=${id}` } });
    return reply.code(201).send({ memory: await findMemory(db, member.spaceId, member.id, id) });
  });

  app.put('/memories/:id', async (request) => {
    const member = memberOf(request);
    const { id } = await ownMemory(member, (request.params as IdParams).id, mf.onlyOwnerEdit);
    const input = parse(memoryInput, request.body);
    await memoriesRepo.update(db, member.spaceId, id, input, app.ctx.now());
    changed(member);
    return { memory: await findMemory(db, member.spaceId, member.id, id) };
  });

  app.delete('/memories/:id', async (request) => {
    const member = memberOf(request);
    const { id } = await ownMemory(member, (request.params as IdParams).id, mf.onlyOwnerDelete);
    const photoIds = await deleteMemory(db, member.spaceId, id);
    // The rows are gone with the memory; now its files, so nothing is left in the blob store.
    for (const photoId of photoIds) await deletePhoto(app, member.spaceId, photoId);
    changed(member);
    return { ok: true };
  });

  app.post('/memories/:id/photos', async (request, reply) => {
    const member = memberOf(request);
    const { id } = await ownMemory(member, (request.params as IdParams).id, mf.onlyOwnerEdit);
    // Refuse before reading and re-encoding a photo that could not be kept anyway.
    if ((await photoCount(db, id)) >= MEMORY_MAX_PHOTOS) throw badRequest(mm.tooManyPhotos);
    const photo = await saveUploadedPhoto(app, request, member);
    if (!(await attachPhoto(db, id, photo.id))) {
      await deletePhoto(app, member.spaceId, photo.id);
      throw badRequest(mm.tooManyPhotos);
    }
    changed(member);
    return reply.code(201).send({ memory: await findMemory(db, member.spaceId, member.id, id) });
  });

  app.delete('/memories/:id/photos/:photoId', async (request) => {
    const member = memberOf(request);
    const params = request.params as IdParams & { photoId: string };
    const { id } = await ownMemory(member, params.id, mf.onlyOwnerEdit);
    const photoId = parseId(params.photoId);
    if (!(await memoryHasPhoto(db, id, photoId))) throw notFound();
    await deletePhoto(app, member.spaceId, photoId);
    changed(member);
    return { memory: await findMemory(db, member.spaceId, member.id, id) };
  });

  await app.register(memorySocialRoutes);
}
