import type { FastifyInstance } from 'fastify';
import { placeInput, placeNotificationMessage, placesMessages as pm } from '../../../shared/places';
import { settingsExtraMessages as sx } from '../../../shared/settings';
import { memberOf } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { badRequest } from '../../platform/http-errors';
import { ownerGuard } from '../../platform/owned-records';
import { deletePhoto, readMultipartPhoto, savePhoto } from '../../platform/photos';
import { parse } from '../../platform/validate';
import type { SessionMember } from '../../platform/context';
import { notifyPartner } from '../notifications/notify';
import { findPlace, listPlaces, placesRepo, setPlacePhoto } from './repo';

/** Places (Mekanlar): shared by the couple; only the member who added one edits or deletes it. */
export async function placeRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** The place of the member's space, or 404; 403 when it is the partner's. */
  const ownPlace = ownerGuard((member, id) => findPlace(db, member.spaceId, id), (p) => p.addedBy?.id);

  /** Replaces (or clears) the photo and removes the old one's files. */
  async function replacePhoto(member: SessionMember, id: string, photoId: string | null) {
    const previous = await setPlacePhoto(db, member.spaceId, id, photoId, app.ctx.now());
    if (previous && previous !== photoId) await deletePhoto(app, member.spaceId, previous);
  }

  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

  app.get('/places', async (request) => {
    const member = memberOf(request);
    return { places: await listPlaces(db, member.spaceId) };
  });

  app.post('/places', async (request, reply) => {
    const member = memberOf(request);
    const { photo: _photo, ...input } = parse(placeInput, request.body);
    const id = await placesRepo.insert(db, member.spaceId, member.id, input, app.ctx.now());
    void publishChange(app, member.spaceId, 'places', member.id);
    await notifyPartner(app, member, { text: () => ({ title: pm.notificationTitle, message: placeNotificationMessage(member.displayName, input.name) }), push: { kind: 'places', url: `/places?place=${id}` } });
    return reply.code(201).send({ place: await findPlace(db, member.spaceId, id) });
  });

  app.put('/places/:id', async (request) => {
    const member = memberOf(request);
    const { id } = await ownPlace(member, idOf(request), pm.onlyOwnerEdit);
    const { photo, ...input } = parse(placeInput, request.body);
    await placesRepo.update(db, member.spaceId, id, input, app.ctx.now());
    if (photo === null) await replacePhoto(member, id, null);
    void publishChange(app, member.spaceId, 'places', member.id);
    return { place: await findPlace(db, member.spaceId, id) };
  });

  /** The place's photo (multipart field `photo`), through the shared pipeline: no EXIF is kept. */
  app.post('/places/:id/photo', async (request) => {
    const member = memberOf(request);
    const { id } = await ownPlace(member, idOf(request), pm.onlyOwnerEdit);
    const { bytes } = await readMultipartPhoto(request);
    if (!bytes) throw badRequest(sx.photoMissing);
    const photo = await savePhoto(app, { spaceId: member.spaceId, uploadedBy: member.id, bytes });
    await replacePhoto(member, id, photo.id);
    void publishChange(app, member.spaceId, 'places', member.id);
    return { place: await findPlace(db, member.spaceId, id) };
  });

  app.delete('/places/:id', async (request) => {
    const member = memberOf(request);
    const { id } = await ownPlace(member, idOf(request), pm.onlyOwnerDelete);
    const photoId = (await placesRepo.remove(db, member.spaceId, id))?.photoId;
    if (photoId) await deletePhoto(app, member.spaceId, photoId);
    void publishChange(app, member.spaceId, 'places', member.id);
    return { ok: true };
  });
}
