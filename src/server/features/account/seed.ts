import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invites, spaces } from '../../db/schema';
import { hashPassword } from '../../platform/passwords';
import { newToken } from '../../platform/tokens';
import type { Seeder } from '../../platform/feature';
import { addMemberToSpace, claimInvite, createInvite, createSpaceWithOwner, findUsableInvite, findUserByEmail, recordInviteUser } from './repo';

export const DEMO_PASSWORD = 'demo-sifre';
export const DEMO_MEMBERS = [
  { email: 'demo1@example.com', displayName: 'Ayşe' },
  { email: 'demo2@example.com', displayName: 'Mehmet' },
] as const;
const DEMO_TOGETHER_SINCE = '2024-02-03';

export class DemoSeedError extends Error {}

/**
 * The demo couple: demo1 owns the space, demo2 joined it. Finds what already exists, so a
 * second run adds nothing. Setup's special dates come with the space (createSpaceWithOwner).
 */
export async function ensureDemoCouple(db: Db) {
  let created = false;
  let passwordHash: string | null = null;
  const hash = async () => (passwordHash ??= await hashPassword(DEMO_PASSWORD));

  let owner = await findUserByEmail(db, DEMO_MEMBERS[0].email);
  if (!owner) {
    ({ user: owner } = await createSpaceWithOwner(db, {
      name: DEMO_MEMBERS[0].displayName,
      email: DEMO_MEMBERS[0].email,
      passwordHash: await hash(),
      togetherSince: DEMO_TOGETHER_SINCE,
    }));
    created = true;
  }
  let partner = await findUserByEmail(db, DEMO_MEMBERS[1].email);
  if (!partner) {
    partner = await addMemberToSpace(db, {
      spaceId: owner.spaceId,
      email: DEMO_MEMBERS[1].email,
      passwordHash: await hash(),
      name: DEMO_MEMBERS[1].displayName,
      maxMembers: 2,
    });
    created = true;
  } else if (partner.spaceId !== owner.spaceId) {
    throw new DemoSeedError(
      `${DEMO_MEMBERS[1].email} başka bir defterin üyesi; demo verisi eklenemedi. / ` +
        `${DEMO_MEMBERS[1].email} belongs to another space; the demo data was not added.`,
    );
  }
  const [space] = await db
    .select({ id: spaces.id, name: spaces.name, togetherSince: spaces.togetherSince })
    .from(spaces)
    .where(eq(spaces.id, owner.spaceId));
  const members = [owner, partner].map((u) => ({ id: u.id, email: u.email, displayName: u.displayName }));
  return { created, space, members };
}

/** The account feature's sample records: the used invite through which demo2 joined. */
export const accountSeed: Seeder = async ({ db, space, members, now }) => {
  const [owner, partner] = members;
  const existing = await db
    .select({ id: invites.id })
    .from(invites)
    .where(and(eq(invites.spaceId, space.id), isNotNull(invites.usedAt)))
    .limit(1);
  if (existing.length) return;
  const token = newToken();
  await createInvite(db, { spaceId: space.id, createdBy: owner.id, token, expiresAt: new Date(now.getTime() + 7 * 86_400_000), now });
  const found = await findUsableInvite(db, token, now);
  if (!found) return;
  await claimInvite(db, found.invite.id, now);
  await recordInviteUser(db, found.invite.id, partner.id);
};
