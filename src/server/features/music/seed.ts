import { count, eq } from 'drizzle-orm';
import { music } from '../../db/schema';
import { addDays, todayInSpaceZone } from '../../../shared/dates';
import { musicMessages, musicNotificationMessage } from '../../../shared/music';
import type { Seeder } from '../../platform/feature';
import { insertForMembers } from '../notifications/repo';
import { getSpace } from '../settings/repo';
import { insertMusic } from './repo';

/** Well-known songs with their real YouTube ids; `daysAgo` 0 is today in the space's calendar. */
const SAMPLES = [
  { videoId: '450p7goxZqg', title: 'John Legend - All of Me (Official Video)', artist: 'John Legend', daysAgo: 0, by: 0 },
  { videoId: '2Vv-BfVoq4g', title: 'Ed Sheeran - Perfect (Official Music Video)', artist: 'Ed Sheeran', daysAgo: 0, by: 1 },
  { videoId: 'rtOvBOTyX00', title: 'Christina Perri - A Thousand Years [Official Music Video]', artist: 'Christina Perri', daysAgo: 1, by: 1 },
  { videoId: 'lp-EO5I60KA', title: 'Ed Sheeran - Thinking Out Loud (Official Music Video)', artist: 'Ed Sheeran', daysAgo: 2, by: 0 },
];

/** Demo songs of the day from both members, today and the days before. Runs once per space. */
export const musicSeed: Seeder = async ({ db, space, members, now }) => {
  const [row] = await db.select({ n: count() }).from(music).where(eq(music.spaceId, space.id));
  if (Number(row.n) > 0) return;
  const today = todayInSpaceZone(now, (await getSpace(db, space.id))?.timeZone ?? 'Europe/Istanbul');
  for (const [i, s] of SAMPLES.entries()) {
    const member = members[s.by] ?? members[0];
    const fields = { date: addDays(today, -s.daysAgo), videoId: s.videoId, title: s.title, artist: s.artist, cover: `https://i.ytimg.com/vi/${s.videoId}/hqdefault.jpg` };
    await insertMusic(db, space.id, member.id, fields, new Date(now.getTime() - (s.daysAgo * 24 + SAMPLES.length - i) * 3_600_000));
  }
  const first = SAMPLES[1];
  const adder = members[first.by] ?? members[0];
  await insertForMembers(db, space.id, adder.id, {
    text: () => ({ title: musicMessages.notificationTitle, message: musicNotificationMessage(adder.displayName, first.title) }),
    dedupeKey: 'demo:music',
  });
};
