import type { FastifyInstance } from 'fastify';
import { tripInput, tripPlacesInput, tripsMessages as tm, tripUpdate, TRIP_MAX_PLACES } from '../../../../shared/trips';
import type { Db } from '../../../db/client';
import type { SessionMember } from '../../../platform/context';
import { memberOf } from '../../../platform/auth/auth-plugin';
import { publishChange } from '../../../platform/events/sse-routes';
import { badRequest, forbidden, notFound } from '../../../platform/http-errors';
import { ownerGuard } from '../../../platform/owned-records';
import { deletePhoto, saveUploadedPhoto } from '../../../platform/photos';
import { parse, parseId } from '../../../platform/validate';
import { notifyPartner } from '../../notifications/notify';
import { placesRepo } from '../repo';
import { spaceToday } from '../space-today';
import { tripDetail } from './detail';
import { ensureRoom } from '../../../platform/space-limits';
import { countOwnPlaces, countTripPlaces, findLink, findTrip, linkPlaces, listTrips, setTripCover, tripsRepo, unlinkPlace } from './repo';

/**
 * Trips ('Seyahatler', issue 37): only the member who added a trip edits it, gives it a cover or
 * deletes it (the places stay); either member adds places to it. Places sent as new become
 * 'Gideceğiz' places of whoever sends them. Bad input changes nothing: places are checked before
 * anything is written, and a trip with its places is written in one transaction.
 */
export async function tripRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const today = (member: SessionMember) => spaceToday(app, member.spaceId);
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;
  const ownTrip = ownerGuard(async (member, id) => findTrip(db, member.spaceId, id, await today(member)), (t) => t.addedBy?.id);
  /** The trip of the member's space (either member), or 404. */
  async function tripOf(member: SessionMember, rawId: unknown) {
    const trip = await findTrip(db, member.spaceId, parseId(rawId), await today(member));
    if (!trip) throw notFound(tm.notFound);
    return trip;
  }

  /** Links the chosen places and new wishes; refuses (nothing written) a place of another space or too many. */
  async function addPlaces(tx: Db, member: SessionMember, tripId: string, input: { placeIds: string[]; newPlaces: { name: string; address: string; lat: number; lng: number }[] }) {
    const ids = [...new Set(input.placeIds)];
    if ((await countOwnPlaces(tx, member.spaceId, ids)) !== ids.length) throw badRequest(tm.placeNotFound);
    // The new places and every link are rows of the space (SPACE_MAX_ROWS, issue 33).
    await ensureRoom(tx, app.ctx.config.spaceLimits, member.spaceId, { rows: 2 * input.newPlaces.length + ids.length });
    const now = app.ctx.now();
    for (const place of input.newPlaces) {
      ids.push(await placesRepo.insert(tx, member.spaceId, member.id, { ...place, category: 'Diğer', visitDate: null }, now));
    }
    await linkPlaces(tx, { spaceId: member.spaceId, tripId, addedBy: member.id, now }, ids);
    if ((await countTripPlaces(tx, tripId)) > TRIP_MAX_PLACES) throw badRequest(tm.tooManyPlaces);
  }

  async function replaceCover(member: SessionMember, id: string, photoId: string | null) {
    const previous = await setTripCover(db, member.spaceId, id, photoId, app.ctx.now());
    if (previous && previous !== photoId) await deletePhoto(app, member.spaceId, previous);
  }

  const changed = (member: SessionMember, withPlaces = false) => {
    void publishChange(app, member.spaceId, 'trips', member.id);
    if (withPlaces) void publishChange(app, member.spaceId, 'places', member.id);
  };

  app.get('/trips', async (request) => {
    const member = memberOf(request);
    return { trips: await listTrips(db, member.spaceId, await today(member)) };
  });

  app.get('/trips/:id', async (request) => {
    const member = memberOf(request);
    return tripDetail(db, member.spaceId, await tripOf(member, idOf(request)));
  });

  app.post('/trips', async (request, reply) => {
    const member = memberOf(request);
    const { name, startDate, endDate, ...chosen } = parse(tripInput, request.body);
    await ensureRoom(db, app.ctx.config.spaceLimits, member.spaceId, { rows: 1 });
    const id = await db.transaction(async (tx) => {
      const tripId = await tripsRepo.insert(tx, member.spaceId, member.id, { name, startDate, endDate }, app.ctx.now());
      await addPlaces(tx, member, tripId, chosen);
      return tripId;
    });
    changed(member, chosen.newPlaces.length > 0);
    await notifyPartner(app, member, { text: () => ({ title: tm.newTripTitle, message: tm.newTrip(member.displayName, name) }), push: { kind: 'trips', url: `/places/trips/${id}` } });
    return reply.code(201).send({ trip: await findTrip(db, member.spaceId, id, await today(member)) });
  });

  app.put('/trips/:id', async (request) => {
    const member = memberOf(request);
    const { id } = await ownTrip(member, idOf(request), tm.onlyOwnerEdit);
    const { cover, ...input } = parse(tripUpdate, request.body);
    await tripsRepo.update(db, member.spaceId, id, input, app.ctx.now());
    if (cover === null) await replaceCover(member, id, null);
    changed(member);
    return { trip: await findTrip(db, member.spaceId, id, await today(member)) };
  });

  /** The cover (multipart field `photo`), through the shared pipeline: no EXIF is kept. */
  app.post('/trips/:id/cover', async (request) => {
    const member = memberOf(request);
    const { id } = await ownTrip(member, idOf(request), tm.onlyOwnerEdit);
    const photo = await saveUploadedPhoto(app, request, member);
    await replaceCover(member, id, photo.id);
    changed(member);
    return { trip: await findTrip(db, member.spaceId, id, await today(member)) };
  });

  app.delete('/trips/:id', async (request) => {
    const member = memberOf(request);
    const { id } = await ownTrip(member, idOf(request), tm.onlyOwnerDelete);
    const coverId = (await tripsRepo.remove(db, member.spaceId, id))?.coverPhotoId;
    if (coverId) await deletePhoto(app, member.spaceId, coverId);
    changed(member);
    return { ok: true };
  });

  app.post('/trips/:id/places', async (request) => {
    const member = memberOf(request);
    const trip = await tripOf(member, idOf(request));
    const input = parse(tripPlacesInput, request.body);
    await db.transaction((tx) => addPlaces(tx, member, trip.id, input));
    changed(member, input.newPlaces.length > 0);
    return { trip: await findTrip(db, member.spaceId, trip.id, await today(member)) };
  });

  app.delete('/trips/:id/places/:placeId', async (request) => {
    const member = memberOf(request);
    const trip = await tripOf(member, idOf(request));
    const placeId = parseId((request.params as { placeId: string }).placeId);
    const link = await findLink(db, member.spaceId, trip.id, placeId);
    if (!link) throw notFound(tm.notInTrip);
    if (trip.addedBy?.id !== member.id && link.addedBy !== member.id) throw forbidden(tm.onlyLinkerRemove);
    await unlinkPlace(db, member.spaceId, trip.id, placeId);
    changed(member);
    return { ok: true };
  });
}
