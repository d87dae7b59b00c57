import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CAPSULE_MAX_PHOTOS, capsuleInput, capsuleMessages as m, openDateRange } from '../../../shared/capsules';
import type { SessionMember } from '../../platform/context';
import { badRequest } from '../../platform/http-errors';
import { deletePhoto, savePhoto } from '../../platform/photos';
import { readMultipartPhotos } from '../../platform/photos-multipart';
import { parse } from '../../platform/validate';
import { insertCapsule } from './repo';

/** Room for 10,000 characters of any script (4 bytes each at most) and the form's own overhead. */
const BODY_BYTES = 4 * 10_000 + 1024;

/**
 * 'Mühürle': the letter, its opening day and its photos in one request. Everything is checked
 * before anything is kept — the fields, the date's range on the space's own calendar, the number
 * of photos — then each photo goes through the photo pipeline, sealed until the opening day; if
 * one fails, the ones already stored are removed and nothing of the capsule remains.
 */
export async function createCapsule(app: FastifyInstance, request: FastifyRequest, member: SessionMember, today: string): Promise<string> {
  const form = await readMultipartPhotos(request, { maxFiles: CAPSULE_MAX_PHOTOS, fieldBytes: BODY_BYTES, tooLong: m.bodyMax });
  const input = parse(capsuleInput, form.fields);
  const { min, max } = openDateRange(today);
  if (input.openDate < min || input.openDate > max) throw badRequest(m.dateRange);
  if (form.tooMany) throw badRequest(m.tooManyPhotos);
  const stored: string[] = [];
  try {
    for (const bytes of form.files) {
      stored.push((await savePhoto(app, { spaceId: member.spaceId, uploadedBy: member.id, bytes, sealedUntil: input.openDate })).id);
    }
    return await insertCapsule(app.ctx.db, { spaceId: member.spaceId, addedBy: member.id, ...input, photoIds: stored, now: app.ctx.now() });
  } catch (err) {
    for (const id of stored) await deletePhoto(app, member.spaceId, id);
    throw err;
  }
}
