import type { FastifyInstance } from 'fastify';
import {
  profileInput,
  settingsExtraMessages as sx,
  spaceInput,
  specialDateInput,
  specialDatePatch,
} from '../../../shared/settings';
import { parse, parseId } from '../../platform/validate';
import { memberOf } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { badRequest, notFound } from '../../platform/http-errors';
import { deletePhoto, saveUploadedPhoto } from '../../platform/photos';
import { getMe } from '../account/repo';
import {
  deleteSpecialDate,
  findSpecialDate,
  insertSpecialDate,
  listSpecialDates,
  setProfilePhoto,
  updateProfile,
  updateSpace,
  updateSpecialDate,
} from './repo';

/** The member's own profile and the space's settings; every change reaches the partner live. */
export async function settingsRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.patch('/settings/profile', async (request) => {
    const member = memberOf(request);
    const input = parse(profileInput, request.body);
    await updateProfile(db, member, input);
    // The next request on this instance already speaks the new language (the others forget through the event).
    if (input.language !== undefined) app.ctx.sessions.forgetSpace(member.spaceId);
    void publishChange(app, member.spaceId, 'profile', member.id);
    if (input.birthday !== undefined || input.displayName !== undefined) {
      // A birthday date or the name in "Ayşe'nin Doğum Günü" changed.
      void publishChange(app, member.spaceId, 'special-dates', member.id);
    }
    return { me: await getMe(db, member.id) };
  });

  app.post('/settings/profile/photo', async (request) => {
    const member = memberOf(request);
    const photo = await saveUploadedPhoto(app, request, member);
    const previous = await setProfilePhoto(db, member, photo.id);
    if (previous) await deletePhoto(app, member.spaceId, previous);
    void publishChange(app, member.spaceId, 'profile', member.id);
    return { me: await getMe(db, member.id) };
  });

  app.delete('/settings/profile/photo', async (request) => {
    const member = memberOf(request);
    const previous = await setProfilePhoto(db, member, null);
    if (previous) await deletePhoto(app, member.spaceId, previous);
    void publishChange(app, member.spaceId, 'profile', member.id);
    return { me: await getMe(db, member.id) };
  });

  app.patch('/settings/space', async (request) => {
    const member = memberOf(request);
    const input = parse(spaceInput, request.body);
    await updateSpace(db, member.spaceId, input);
    void publishChange(app, member.spaceId, 'space', member.id);
    if (input.togetherSince !== undefined) void publishChange(app, member.spaceId, 'special-dates', member.id);
    return { me: await getMe(db, member.id) };
  });

  app.get('/settings/special-dates', async (request) => {
    const member = memberOf(request);
    return { specialDates: await listSpecialDates(db, member.spaceId) };
  });

  app.post('/settings/special-dates', async (request, reply) => {
    const member = memberOf(request);
    const input = parse(specialDateInput, request.body);
    const id = await insertSpecialDate(db, member.spaceId, input);
    void publishChange(app, member.spaceId, 'special-dates', member.id);
    const specialDate = (await listSpecialDates(db, member.spaceId)).find((d) => d.id === id);
    return reply.code(201).send({ specialDate });
  });

  app.patch('/settings/special-dates/:id', async (request) => {
    const member = memberOf(request);
    const id = parseId((request.params as { id: string }).id);
    const input = parse(specialDatePatch, request.body);
    const row = await findSpecialDate(db, member.spaceId, id);
    if (!row) throw notFound();
    if (row.kind === 'birthday') throw badRequest(sx.specialDateBirthdayLocked);
    await updateSpecialDate(db, member.spaceId, id, input);
    void publishChange(app, member.spaceId, 'special-dates', member.id);
    const specialDate = (await listSpecialDates(db, member.spaceId)).find((d) => d.id === id);
    return { specialDate };
  });

  app.delete('/settings/special-dates/:id', async (request) => {
    const member = memberOf(request);
    const id = parseId((request.params as { id: string }).id);
    const row = await findSpecialDate(db, member.spaceId, id);
    if (!row) throw notFound();
    if (row.kind === 'birthday') throw badRequest(sx.specialDateBirthdayLocked);
    await deleteSpecialDate(db, member.spaceId, id);
    void publishChange(app, member.spaceId, 'special-dates', member.id);
    return { ok: true };
  });
}
