import type { Db } from '../../../db/client';
import { addDays } from '../../../../shared/dates';
import type { PlaceCategory } from '../../../../shared/places-words';
import { placesRepo } from '../repo';
import { linkPlaces, tripsRepo } from './repo';
import { setMemberRating } from '../../lists/member-ratings';

interface SeedSpace {
  db: Db;
  space: { id: string };
  members: { id: string }[];
  now: Date;
  today: string;
}

type SamplePlace = { name: string; address: string; lat: number; lng: number; category: PlaceCategory; by: number; reason?: string; daysAgo?: number; rating?: number };

/** 'Gideceğiz' places: where the couple wants to go. */
const WISHES: SamplePlace[] = [
  { name: 'Göreme', address: 'Göreme, Nevşehir', lat: 38.6431, lng: 34.8289, category: 'Diğer', by: 0, reason: 'Gün doğarken balonları izlemek için.' },
  { name: 'Uçhisar Kalesi', address: 'Uçhisar, Nevşehir', lat: 38.6294, lng: 34.8053, category: 'Müze', by: 1, reason: 'Vadiye yukarıdan bakmak.' },
  { name: 'Bozcaada', address: 'Bozcaada, Çanakkale', lat: 39.8358, lng: 26.0697, category: 'Diğer', by: 1, reason: 'Bağ bozumu zamanı.' },
  { name: 'Mardin Eski Şehir', address: 'Artuklu, Mardin', lat: 37.3129, lng: 40.735, category: 'Diğer', by: 0 },
];

/** A past trip's visited places, each on one of its days. */
const EGE: SamplePlace[] = [
  { name: 'Alaçatı', address: 'Alaçatı, Çeşme, İzmir', lat: 38.2619, lng: 26.3772, category: 'Diğer', by: 0, daysAgo: 4, rating: 9 },
  { name: 'Çeşme Kalesi', address: 'Çeşme, İzmir', lat: 38.3236, lng: 26.3036, category: 'Müze', by: 1, daysAgo: 3, rating: 8 },
  { name: 'Şirince', address: 'Şirince, Selçuk, İzmir', lat: 37.9436, lng: 27.4311, category: 'Diğer', by: 0, daysAgo: 2, rating: 10 },
];

/**
 * The demo's trips: 'Kapadokya' in twelve days (home counts down to it) with two wishes chosen for
 * it, and 'Ege Turu' that ended yesterday, whose story has a route of three places and the
 * last days' songs and memories of the other seeders.
 */
export async function tripsSeed({ db, space, members, now, today }: SeedSpace): Promise<void> {
  const member = (by: number) => members[by] ?? members[0];
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  const wishIds: string[] = [];
  for (const [i, { by, daysAgo: _d, rating: _r, reason = '', ...fields }] of WISHES.entries()) {
    wishIds.push(await placesRepo.insert(db, space.id, member(by).id, { ...fields, reason, visitDate: null }, at(3 + i)));
  }
  for (const { by, daysAgo = 0, rating = null, reason = '', ...fields } of EGE) {
    const id = await placesRepo.insert(db, space.id, member(by).id, { ...fields, reason, visitDate: addDays(today, -daysAgo) }, at(daysAgo));
    // The adder's own rating (İkimiz).
    if (rating !== null) await setMemberRating(db, { spaceId: space.id, memberId: member(by).id, kind: 'places', itemId: id, rating, note: '', now: at(daysAgo) });
  }
  const kapadokya = await tripsRepo.insert(db, space.id, member(0).id, { name: 'Kapadokya', startDate: addDays(today, 12), endDate: addDays(today, 15) }, at(2));
  await linkPlaces(db, { spaceId: space.id, tripId: kapadokya, addedBy: member(0).id, now: at(2) }, wishIds.slice(0, 2));
  await tripsRepo.insert(db, space.id, member(1).id, { name: 'Ege Turu', startDate: addDays(today, -4), endDate: addDays(today, -1) }, at(10));
}
