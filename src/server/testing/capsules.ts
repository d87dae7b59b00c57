import type { TestMember } from './fixtures';
import { makePng, multipartFiles } from './photos';
import type { Capsule } from '../../shared/capsules-words';

/** 'Mühürle' as the page sends it: the letter's fields and its photos in one multipart request. */
export async function sealCapsule(member: TestMember, fields: { title: string; body: string; openDate: string }, photos: Buffer[] | number = 0) {
  const images = typeof photos === 'number' ? await Promise.all(Array.from({ length: photos }, (_, i) => makePng(20 + i, 20))) : photos;
  const form = multipartFiles(
    images.map((bytes, i) => ({ filename: `foto-${i}.png`, contentType: 'image/png', bytes })),
    fields,
  );
  return member.api({ method: 'POST', url: '/api/capsules', ...form });
}

export const capsuleOf = (res: { json(): unknown }) => (res.json() as { capsule: Capsule }).capsule;
