import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, as } from '../../testing/test-app';
import { createCouple, TEST_PASSWORD, type TestMember } from '../../testing/fixtures';
import { cookieOf, signIn, whoIs } from '../../testing/sign-in';
import { pushSubscriptions } from '../../db/schema';
import { runCommand } from '../../cli/commands';

/**
 * Issue 33, "stolen-session leftovers": someone who held a member's session (a copied cookie)
 * may have made what works without a session — a calendar address, a push subscription on their
 * own browser. Ending the member's sessions as a whole ('Şifreyi değiştir', 'Tüm cihazlardan
 * çıkış yap', the CLI's user:password) must end those too, and a copy of the cookie that changed
 * the password must not survive the change.
 */
const NEW_PASSWORD = 'yepyeni-sifre-789';
const b64 = (bytes: number) => randomBytes(bytes).toString('base64url');
const browserSubscription = () => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${b64(24)}`, expirationTime: null, keys: { p256dh: b64(65), auth: b64(16) } });

describe('what a stolen session leaves behind ends with the member’s sessions', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
  });
  afterAll(() => app.close());

  /** The thief, with a copy of the member's cookie: a calendar address and their own browser's push. */
  async function thiefLeftovers(stolen: TestMember['api']) {
    const feed = await stolen({ method: 'POST', url: '/api/calendar-feed', payload: {} });
    expect(feed.statusCode).toBe(201);
    const calendar = new URL(feed.json().url as string).pathname;
    expect((await app.inject({ url: calendar })).statusCode).toBe(200);
    const push = await stolen({ method: 'POST', url: '/api/push/subscriptions', payload: browserSubscription() });
    expect(push.statusCode).toBe(201);
    return { calendar };
  }
  const pushRowsOf = async (userId: string) => app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it("'Şifreyi değiştir' ends the calendar address, every push subscription and the copied cookie of this device", async () => {
    const c = await createCouple(app);
    // The thief copied the very cookie the member then changes the password with.
    const { calendar } = await thiefLeftovers(c.owner.api);
    const partnerLeft = await thiefLeftovers(c.partner.api);

    const res = await c.owner.api({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, newPasswordAgain: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: calendar })).statusCode).toBe(404);
    expect(await pushRowsOf(c.owner.id)).toEqual([]);
    // The copy stops working; this device goes on with the new cookie the answer set.
    expect(await whoIs(app, c.owner.cookie)).toBeNull();
    const renewed = cookieOf(res);
    expect(renewed).not.toBeNull();
    expect(await whoIs(app, renewed)).toBe(c.owner.id);
    // The partner's are theirs and stay.
    expect((await app.inject({ url: partnerLeft.calendar })).statusCode).toBe(200);
    expect(await pushRowsOf(c.partner.id)).toHaveLength(1);
  });

  it("'Tüm cihazlardan çıkış yap' ends the calendar address and every push subscription", async () => {
    const c = await createCouple(app);
    const { calendar } = await thiefLeftovers(c.owner.api);
    const phone = await signIn(app, c.owner.email);
    await as(app, phone.cookie)({ method: 'POST', url: '/api/push/subscriptions', payload: browserSubscription() });

    expect((await as(app, phone.cookie)({ method: 'DELETE', url: '/api/account/sessions' })).statusCode).toBe(200);
    expect((await app.inject({ url: calendar })).statusCode).toBe(404);
    expect(await pushRowsOf(c.owner.id)).toEqual([]);
  });

  it('the CLI’s user:password ends the calendar address and every push subscription too', async () => {
    const c = await createCouple(app);
    const { calendar } = await thiefLeftovers(c.owner.api);
    await runCommand({ database: app.ctx.database, maxSpaceMembers: 2, bus: app.ctx.bus }, 'user:password', { email: c.owner.email, password: NEW_PASSWORD });
    expect((await app.inject({ url: calendar })).statusCode).toBe(404);
    expect(await pushRowsOf(c.owner.id)).toEqual([]);
  });

  it('signing out one device or logging out leaves the calendar address alone (it is the member’s, not the device’s)', async () => {
    const c = await createCouple(app);
    const { calendar } = await thiefLeftovers(c.owner.api);
    const phone = await signIn(app, c.owner.email);
    expect((await as(app, phone.cookie)({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await app.inject({ url: calendar })).statusCode).toBe(200);
  });
});
