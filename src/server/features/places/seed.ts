import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import { insertForMembers } from '../notifications/repo';
import { placeNotificationMessage, placesFormMessages, type PlaceCategory } from '../../../shared/places';
import { addDays, todayInZone } from '../../../shared/dates';
import { placesRepo } from './repo';
import { tripsSeed } from './trips/seed';
import { seedSamples } from '../../platform/seed-samples';
import { setMemberRating } from '../lists/member-ratings';

/** What the demo seed hands every feature (see src/server/seed/demo.ts). */
interface SeedContext {
  db: Db;
  space: { id: string };
  members: { id: string; displayName: string }[];
  now: Date;
}

const SAMPLE_PLACES: { name: string; address: string; lat: number; lng: number; category: PlaceCategory; daysAgo: number; rating: number | null; notes: string; by: number }[] = [
  { name: 'Galata Kulesi', address: 'Bereketzade, Galata Kulesi Sokağı, Beyoğlu, İstanbul', lat: 41.0256, lng: 28.9741, category: 'Müze', daysAgo: 120, rating: 9, notes: 'Gün batımında çıktık, sıra uzundu ama değdi.', by: 0 },
  { name: 'Moda Sahili', address: 'Caferağa, Moda Caddesi, Kadıköy, İstanbul', lat: 40.9814, lng: 29.0253, category: 'Park', daysAgo: 60, rating: 10, notes: 'Çimlerde çay, karşıda tarihi yarımada.', by: 1 },
  { name: 'Karaköy Güllüoğlu', address: 'Kemankeş Karamustafa Paşa, Rıhtım Caddesi, Beyoğlu, İstanbul', lat: 41.0227, lng: 28.9775, category: 'Kafe', daysAgo: 45, rating: 8, notes: 'Fıstıklı baklava ve kaymaklı ekmek kadayıfı.', by: 0 },
  { name: 'Emirgan Korusu', address: 'Emirgan, Sarıyer, İstanbul', lat: 41.1086, lng: 29.0536, category: 'Park', daysAgo: 20, rating: 9, notes: 'Lale zamanı gittik.', by: 1 },
  { name: 'Çiya Sofrası', address: 'Caferağa, Güneşli Bahçe Sokağı, Kadıköy, İstanbul', lat: 40.9903, lng: 29.0262, category: 'Restoran', daysAgo: 7, rating: 10, notes: '', by: 0 },
];

/**
 * Demo places around İstanbul from both members, wishes and two trips (trips/seed.ts), and one
 * partner notification. Runs once: a space that already has places is left as it is.
 */
export async function placesSeed(ctx: SeedContext): Promise<void> {
  const { db, space, members, now } = ctx;
  const today = todayInZone(now);
  const added = await seedSamples(ctx, places, SAMPLE_PLACES, async (p, member) => {
    const { by: _by, daysAgo, rating, ...fields } = p;
    const at = new Date(now.getTime() - daysAgo * 86_400_000);
    const id = await placesRepo.insert(db, space.id, member.id, { ...fields, visitDate: addDays(today, -daysAgo) }, at);
    // The adder's own rating (İkimiz); the partner's come with the İkimiz seed.
    if (rating !== null) await setMemberRating(db, { spaceId: space.id, memberId: member.id, kind: 'places', itemId: id, rating, note: '', now: at });
  });
  if (!added) return;
  await tripsSeed({ db, space, members, now, today });

  const last = SAMPLE_PLACES[SAMPLE_PLACES.length - 1];
  const adder = members[last.by] ?? members[0];
  await insertForMembers(db, space.id, adder.id, {
    text: () => ({ title: placesFormMessages.notificationTitle, message: placeNotificationMessage(adder.displayName, last.name) }),
    dedupeKey: 'demo:place',
  });
}
