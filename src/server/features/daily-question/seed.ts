import { count, eq } from 'drizzle-orm';
import { questionDays } from '../../db/schema';
import { addDays, todayInZone } from '../../../shared/dates';
import type { Seeder } from '../../platform/feature';
import { customRepo, setYearPick } from './custom-repo';
import { ensureDay, saveAnswer } from './repo';

/** A week of answered days (both members, one day only one of them) and a question of their own. */
const ANSWERS: [string, string][] = [
  ['Moda’da, çay bahçesinde. Hâlâ o masayı görünce gülümsüyorum.', 'Kadıköy iskelesi; simit kuşlara gitmişti.'],
  ['Sen şarkı söylerken araba bozulmuştu, hatırlıyor musun?', 'O yağmurlu otoyol gecesi. En güzel aksilikti.'],
  ['Bir bahçe, iki kedi ve bolca kitap.', 'Deniz gören küçük bir ev, bir de hamak.'],
  ['Gülüşün.', 'Sabırlı oluşun; bir de kahveyi tam kıvamında yapışın.'],
  ['Lahmacun, kesinlikle.', 'Mantı, her gün!'],
];

export const dailyQuestionSeed: Seeder = async ({ db, space, members, now }) => {
  const [row] = await db.select({ n: count() }).from(questionDays).where(eq(questionDays.spaceId, space.id));
  if (Number(row.n) > 0 || members.length === 0) return;
  const today = todayInZone(now);
  for (const [i, pair] of ANSWERS.entries()) {
    const day = await ensureDay(db, space.id, addDays(today, -(ANSWERS.length - i)));
    for (const [j, text] of pair.entries()) {
      const member = members[j];
      // The fourth day the partner did not answer: its answer stays hidden in the history.
      if (member && !(i === 3 && j === 1)) await saveAnswer(db, { spaceId: space.id, dayId: day.id, userId: member.id, text, now });
    }
    // The first day, answered by both, is the year's question.
    if (i === 0) await setYearPick(db, space.id, day.id, Number(day.day.slice(0, 4)), members[0].id, now);
  }
  await customRepo.insert(db, space.id, members[0].id, { text: 'Birlikte gittiğimiz en güzel kahvaltı yeri hangisiydi?', category: 'anilar' }, now);
};
