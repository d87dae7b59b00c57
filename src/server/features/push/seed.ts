import type { SeedContext } from '../../platform/feature';
import { getPreferences, savePreferences } from '../../platform/push/repo';

/** The second demo member keeps the phone quiet about the game reminder and sleeps until 09:00. */
export async function pushSeed(ctx: SeedContext): Promise<void> {
  const member = { id: ctx.members[1].id, spaceId: ctx.space.id };
  const current = await getPreferences(ctx.db, member);
  if (current.disabledKinds.length > 0) return;
  await savePreferences(ctx.db, member, { disabledKinds: ['game-reminder'], quietEnabled: true, quietStart: '23:30', quietEnd: '09:00' }, ctx.now);
}
