import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quotes } from '../../db/schema';
import { quotesRepo } from './repo';
import { insertForMembers } from '../notifications/repo';
import { insertSpecialDate, listSpecialDates } from '../settings/repo';
import { quoteNotificationMessage, quotesMessages } from '../../../shared/quotes';

/** What the demo seed hands every feature (see src/server/seed/demo.ts). */
interface SeedContext {
  db: Db;
  space: { id: string };
  members: { id: string; displayName: string }[];
  now: Date;
}

const SAMPLE_QUOTES = [
  { text: 'Seni düşünmek güzel şey, ümitli şey; dünyanın en güzel sesinden en güzel şarkıyı dinlemek gibi bir şey.', author: 'Nazım Hikmet', source: 'Saat 21-22 Şiirleri', by: 0 },
  { text: 'Aşk, birbirine bakmak değil, birlikte aynı yöne bakmaktır.', author: 'Antoine de Saint-Exupéry', source: 'İnsanların Dünyası', by: 1 },
  { text: 'Sevgi bir eylemdir, bir duygu değil.', author: 'Anonim', source: '', by: 0, isAnonymous: true },
  { text: 'Ne kadar çok şey bilirsek, o kadar az şeyden korkarız.', author: 'Marie Curie', source: '', by: 1 },
  { text: 'Mutluluk, paylaşıldığında gerçek olur.', author: 'Christopher McCandless', source: 'Into the Wild', by: 0 },
];

/**
 * Demo quotes from both members, one quote notification and a custom special date. Runs once:
 * a space that already has quotes is left as it is.
 */
export async function quotesSeed(ctx: SeedContext): Promise<void> {
  const { db, space, members, now } = ctx;
  const [row] = await db.select({ n: count() }).from(quotes).where(eq(quotes.spaceId, space.id));
  if (Number(row.n) > 0) return;

  for (const [i, q] of SAMPLE_QUOTES.entries()) {
    const member = members[q.by] ?? members[0];
    // A few days apart, oldest first, so the list reads like a real one.
    const at = new Date(now.getTime() - (SAMPLE_QUOTES.length - i) * 86_400_000);
    await quotesRepo.insert(db, space.id, member.id, { text: q.text, author: q.author, source: q.source, isAnonymous: q.isAnonymous ?? false }, at);
  }

  const last = SAMPLE_QUOTES[SAMPLE_QUOTES.length - 1];
  const adder = members[last.by] ?? members[0];
  await insertForMembers(db, space.id, adder.id, {
    text: () => ({ title: quotesMessages.notificationTitle, message: quoteNotificationMessage(adder.displayName, last.text) }),
    dedupeKey: 'demo:quote',
  });

  const dates = await listSpecialDates(db, space.id);
  if (!dates.some((d) => d.name === 'İlk Buluşma')) {
    await insertSpecialDate(db, space.id, { name: 'İlk Buluşma', date: '2023-10-14' });
  }
}
