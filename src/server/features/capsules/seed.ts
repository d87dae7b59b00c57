import { count, eq } from 'drizzle-orm';
import { capsules } from '../../db/schema';
import { addDays, todayInZone } from '../../../shared/dates';
import type { Seeder } from '../../platform/feature';
import { insertCapsule } from './repo';
import { capsuleSocial } from './social';

/** A letter opened a month ago (liked, with a comment) and one that waits 128 days. */
export const capsulesSeed: Seeder = async ({ db, space, members, now }) => {
  const [row] = await db.select({ n: count() }).from(capsules).where(eq(capsules.spaceId, space.id));
  if (Number(row.n) > 0 || members.length === 0) return;
  const today = todayInZone(now);
  const [first, second = first] = members;
  const written = new Date(now.getTime() - 400 * 86_400_000);
  const opened = await insertCapsule(db, {
    spaceId: space.id,
    addedBy: first.id,
    title: 'Bir yıl sonraki bize',
    body: 'Bu mektubu okuduğunuzda bir yıl geçmiş olacak. Umarım hâlâ pazar sabahları birlikte kahvaltı ediyor, aynı şarkılara gülüyorsunuz.',
    openDate: addDays(today, -30),
    photoIds: [],
    now: written,
  });
  await capsuleSocial.addLike(db, opened, second.id);
  await capsuleSocial.addComment(db, space.id, second.id, opened, 'Evet, hâlâ öyleyiz ❤️', now);
  await insertCapsule(db, {
    spaceId: space.id,
    addedBy: second.id,
    title: 'Beşinci yıl dönümümüze',
    body: 'Açılış gününe kadar sır.',
    openDate: addDays(today, 128),
    photoIds: [],
    now,
  });
};
