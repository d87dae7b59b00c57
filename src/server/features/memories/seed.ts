import type { Db } from '../../db/client';
import { memories } from '../../db/schema';
import { addDays, parseIsoDate, todayInZone, moveToYear } from '../../../shared/dates';
import type { MemoryCategory } from '../../../shared/memories';
import { memoriesRepo } from './repo';
import { memorySocial } from './social-repo';
import { seedSamples } from '../../platform/seed-samples';

interface SeedContext {
  db: Db;
  space: { id: string };
  members: { id: string; displayName: string }[];
  now: Date;
}

/** Days before today (or, with `yearsAgo`, today's day in an earlier year, for 'Geçen yıllarda bugün'). */
const SAMPLES: { title: string; description: string; category: MemoryCategory; by: number; daysAgo?: number; yearsAgo?: number; likes?: number[]; comment?: string }[] = [
  { title: 'İlk buluşmamız ☕', description: 'Moda sahilinde saatlerce konuştuk, çaylar soğudu.', category: 'special-days', by: 0, yearsAgo: 1, likes: [1], comment: 'Hâlâ o bankı hatırlıyorum ❤️' },
  { title: 'Kapadokya’da balonlar 🎈', description: 'Gün doğarken yüzlerce balon.', category: 'travel', by: 1, daysAgo: 40, likes: [0, 1] },
  { title: 'Evde mantı akşamı 🥟', description: 'Hamuru birlikte açtık, biraz dağıldı ama çok güzeldi.', category: 'food', by: 0, daysAgo: 21, likes: [1], comment: 'Bir dahaki sefere yoğurdu ben yapıyorum!' },
  { title: 'Açık hava sineması 🎬', description: 'Battaniye, patlamış mısır ve eski bir film.', category: 'entertainment', by: 1, daysAgo: 12 },
  { title: 'Belgrad Ormanı yürüyüşü 🌲', description: '', category: 'nature', by: 0, daysAgo: 5, likes: [1] },
  { title: 'Yağmurlu pazar 🌧️', description: 'Hiç dışarı çıkmadık, kitap okuduk.', category: 'other', by: 1, daysAgo: 2 },
];

/** Demo memories from both members, with likes and comments. Runs once per space. */
export async function memoriesSeed(ctx: SeedContext): Promise<void> {
  const { db, space, members, now } = ctx;
  const today = todayInZone(now);
  await seedSamples(ctx, memories, SAMPLES, async (s, adder) => {
    const date = s.yearsAgo ? moveToYear(today, parseIsoDate(today).year - s.yearsAgo) : addDays(today, -(s.daysAgo ?? 0));
    const id = await memoriesRepo.insert(db, space.id, adder.id, { title: s.title, description: s.description, date, category: s.category }, now);
    for (const i of s.likes ?? []) if (members[i]) await memorySocial.addLike(db, id, members[i].id);
    const other = members[(s.by + 1) % members.length];
    if (s.comment && other) await memorySocial.addComment(db, space.id, other.id, id, s.comment, now);
  });
}
