import type { FastifyInstance } from 'fastify';
import { placeInput, placeNotificationMessage, placesFormMessages as pf, placeVisitInput } from '../../../shared/places';
import { memberOf } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { badRequest, notFound } from '../../platform/http-errors';
import { ownerGuard } from '../../platform/owned-records';
import { deletePhoto, saveUploadedPhoto } from '../../platform/photos';
import { parse, parseId } from '../../platform/validate';
import type { SessionMember } from '../../platform/context';
import { notifyPartner } from '../notifications/notify';
import { findPlace, listPlaces, markVisited, placesRepo, setPlacePhoto } from './repo';
import { spaceToday } from './space-today';
import { findTripDays } from './trips/repo';
import { ensureRoom } from '../../platform/space-limits';
import { registerRatingRoute } from '../lists/ikimiz-routes';
import { setMemberRating } from '../lists/member-ratings';

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

  /** A place's fields as sent, with a visit date no later than the space's today (issue 37). */
  async function placeOf(member: SessionMember, body: unknown) {
    const { photo, status: _status, rating, note, ...input } = parse(placeInput, body);
    if (input.visitDate && input.visitDate > (await spaceToday(app, member.spaceId))) throw badRequest(pf.visitDateFuture);
    return { photo, rating, note, input };
  }

  /** The form's 'Puanınız' and 'Notunuz': the saving member's own (İkimiz; both empty removes them). */
  const rate = (member: SessionMember, id: string, rating: number | null, note: string) =>
    setMemberRating(db, { spaceId: member.spaceId, memberId: member.id, kind: 'places', itemId: id, rating, note, now: app.ctx.now() });

  const presentById = async (spaceId: string, id: string) => {
    const place = await findPlace(db, spaceId, id);
    if (!place) throw notFound();
    return place;
  };
  // Either member's own rating and note ('Puan ver'), once they went: a 'Gideceğiz' place takes none.
  registerRatingRoute(app, { kind: 'places', path: '/places', topic: 'places', presentById, notRateable: (p) => (p.status === 'wish' ? pf.wishWithRating : null) });

  app.get('/places', async (request) => {
    const member = memberOf(request);
    return { places: await listPlaces(db, member.spaceId) };
  });

  app.post('/places', async (request, reply) => {
    const member = memberOf(request);
    const { rating, note, input } = await placeOf(member, request.body);
    await ensureRoom(db, app.ctx.config.spaceLimits, member.spaceId, { rows: 1 });
    const id = await placesRepo.insert(db, member.spaceId, member.id, input, app.ctx.now());
    if (rating !== null || note) await rate(member, id, rating, note);
    void publishChange(app, member.spaceId, 'places', member.id);
    await notifyPartner(app, member, { text: () => ({ title: pf.notificationTitle, message: placeNotificationMessage(member.displayName, input.name) }), push: { kind: 'places', url: `/places?place=${id}` } });
    return reply.code(201).send({ place: await findPlace(db, member.spaceId, id) });
  });

  app.put('/places/:id', async (request) => {
    const member = memberOf(request);
    const { id } = await ownPlace(member, idOf(request), pf.onlyOwnerEdit);
    const { photo, rating, note, input } = await placeOf(member, request.body);
    await placesRepo.update(db, member.spaceId, id, input, app.ctx.now());
    await rate(member, id, rating, note);
    if (photo === null) await replacePhoto(member, id, null);
    void publishChange(app, member.spaceId, 'places', member.id);
    return { place: await findPlace(db, member.spaceId, id) };
  });

  /**
   * 'Gittik olarak işaretle': a wish of the space becomes 'Gittik' on the day given, by either
   * member (it is a fact of them both, not a change to the adder's words). From a trip's page the
   * day must be one of the trip's. Not after today; a place already visited stays as it is.
   */
  app.post('/places/:id/visit', async (request) => {
    const member = memberOf(request);
    const id = parseId(idOf(request));
    const { visitDate, tripId } = parse(placeVisitInput, request.body);
    const place = await findPlace(db, member.spaceId, id);
    if (!place) throw notFound();
    if (tripId) {
      const trip = await findTripDays(db, member.spaceId, tripId);
      if (!trip) throw notFound();
      if (visitDate < trip.startDate || visitDate > trip.endDate) throw badRequest(pf.visitOutsideTrip);
    }
    if (visitDate > (await spaceToday(app, member.spaceId))) throw badRequest(pf.visitDateFuture);
    if (place.status !== 'wish' || !(await markVisited(db, member.spaceId, id, visitDate, app.ctx.now()))) throw badRequest(pf.alreadyVisited);
    void publishChange(app, member.spaceId, 'places', member.id);
    return { place: await findPlace(db, member.spaceId, id) };
  });

  /** The place's photo (multipart field `photo`), through the shared pipeline: no EXIF is kept. */
  app.post('/places/:id/photo', async (request) => {
    const member = memberOf(request);
    const { id } = await ownPlace(member, idOf(request), pf.onlyOwnerEdit);
    const photo = await saveUploadedPhoto(app, request, member);
    await replacePhoto(member, id, photo.id);
    void publishChange(app, member.spaceId, 'places', member.id);
    return { place: await findPlace(db, member.spaceId, id) };
  });

  app.delete('/places/:id', async (request) => {
    const member = memberOf(request);
    const { id } = await ownPlace(member, idOf(request), pf.onlyOwnerDelete);
    const photoId = (await placesRepo.remove(db, member.spaceId, id))?.photoId;
    if (photoId) await deletePhoto(app, member.spaceId, photoId);
    void publishChange(app, member.spaceId, 'places', member.id);
    return { ok: true };
  });
}
