import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import yazl from 'yazl';
import { capsulePhotos, capsules, memories, memoryPhotos, places, users } from '../db/schema';
import { savePhoto } from '../platform/photos';
import { makeJpeg, makePng } from './photos';
import { readAll, walkZip } from '../features/transfer/zip-reader';

/** Every file of a ZIP by name, in archive order (tests only: holds the whole archive). */
export async function readZipEntries(buffer: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  await walkZip({ buffer }, async (name, open, crc32) => {
    const bytes = await readAll(await open());
    // What unzip checks: the bytes are the ones the archive's writer counted.
    if (zlib.crc32(bytes) !== crc32) throw new Error(`${name}: CRC-32 ${zlib.crc32(bytes)} is not the archive's ${crc32}`);
    files.set(name, bytes);
  });
  return files;
}

/** A ZIP of the given files, in order. */
export function makeZip(files: Iterable<[string, Buffer]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of files) zip.addBuffer(bytes, name);
  zip.end();
  return readAll(zip.outputStream as never);
}

/**
 * Gives a seeded space photos everywhere they can be: every member's profile, a memory's photos,
 * a place, every capsule (the demo seed has none, being made without image files).
 */
export async function addSpacePhotos(app: FastifyInstance, spaceId: string, memberIds: string[]) {
  const { db } = app.ctx;
  const memberId = memberIds[0];
  for (const [i, id] of memberIds.entries()) {
    const profile = await savePhoto(app, { spaceId, uploadedBy: id, bytes: await makeJpeg({ width: 80 + i, height: 60 }) });
    await db.update(users).set({ photoId: profile.id }).where(eq(users.id, id));
  }
  const [memory] = await db.select({ id: memories.id }).from(memories).where(eq(memories.spaceId, spaceId)).limit(1);
  for (const [position, bytes] of [await makeJpeg({ width: 90, height: 70 }), await makePng(40, 30)].entries()) {
    const photo = await savePhoto(app, { spaceId, uploadedBy: memberId, bytes });
    await db.insert(memoryPhotos).values({ memoryId: memory.id, photoId: photo.id, position });
  }
  const [place] = await db.select({ id: places.id }).from(places).where(eq(places.spaceId, spaceId)).limit(1);
  const placePhoto = await savePhoto(app, { spaceId, uploadedBy: memberId, bytes: await makePng(50, 50) });
  await db.update(places).set({ photoId: placePhoto.id }).where(eq(places.id, place.id));
  // Every capsule a photo, sealed until its day as the capsule route seals it.
  for (const capsule of await db.select({ id: capsules.id, openDate: capsules.openDate }).from(capsules).where(eq(capsules.spaceId, spaceId))) {
    const photo = await savePhoto(app, { spaceId, uploadedBy: memberId, bytes: await makePng(30, 40), sealedUntil: capsule.openDate });
    await db.insert(capsulePhotos).values({ capsuleId: capsule.id, photoId: photo.id, position: 0 });
  }
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * An archive with its ids replaced by their order of first appearance, so two exports of the
 * same data under different ids compare equal. Photos are keyed by their normalised names.
 */
export function normaliseExport(files: Map<string, Buffer>) {
  const seen = new Map<string, string>();
  const norm = (text: string) => text.replace(UUID, (id) => (seen.has(id) ? seen.get(id)! : (seen.set(id, `#${seen.size}`), `#${seen.size - 1}`)));
  const json: Record<string, string> = {};
  const photos: Record<string, Buffer> = {};
  for (const [name, bytes] of files) {
    if (name === 'manifest.json') continue;
    if (name.startsWith('data/')) json[name] = norm(bytes.toString('utf8'));
  }
  for (const [name, bytes] of files) if (name.startsWith('photos/')) photos[norm(name)] = bytes;
  const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, unknown>;
  delete manifest.exportedAt;
  return { manifest, json, photos };
}
