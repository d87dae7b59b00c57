import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, TEST_PASSWORD, type Couple } from '../../testing/fixtures';
import { users } from '../../db/schema';
import { cookieOf, signIn, whoIs } from '../../testing/sign-in';
import { messages } from '../../../shared/messages';
import { validationMessages } from '../../../shared/validation-words';
import { accountSecurityMessages as a } from '../../../shared/account-security';

const NEW_PASSWORD = 'yepyeni-sifre-456';
const tooMany = { error: messages.auth.tooManyAttempts };

const change = (app: FastifyInstance, cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/account/password', payload: payload as never, headers: { cookie, ...headers } });

const passwordHashOf = async (app: FastifyInstance, userId: string) =>
  (await app.ctx.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, userId)))[0].h;

describe('Şifreyi değiştir', () => {
  let app: FastifyInstance;
  let couple: Couple;

  beforeAll(async () => {
    app = await createTestApp();
    couple = await createCouple(app);
  });
  afterAll(() => app.close());

  it('refuses a wrong current password in Turkish and changes nothing', async () => {
    const other = await signIn(app, couple.owner.email);
    const before = await passwordHashOf(app, couple.owner.id);
    const res = await change(app, couple.owner.cookie, { currentPassword: 'yanlis-sifre', newPassword: NEW_PASSWORD, newPasswordAgain: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Mevcut şifreniz yanlış.' });
    expect(await passwordHashOf(app, couple.owner.id)).toBe(before);
    expect(await whoIs(app, other.cookie)).toBe(couple.owner.id);
    expect(await whoIs(app, couple.owner.cookie)).toBe(couple.owner.id);
    expect((await signIn(app, couple.owner.email, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(app, couple.owner.email, NEW_PASSWORD)).status).toBe(401);
  });

  it.each([
    ['a new password under 8 characters', { currentPassword: TEST_PASSWORD, newPassword: 'kisa', newPasswordAgain: 'kisa' }, 'Şifre en az 8 karakter olmalıdır.'],
    ['two different new passwords', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, newPasswordAgain: `${NEW_PASSWORD}x` }, a.passwordMismatch],
    ['no current password', { currentPassword: '', newPassword: NEW_PASSWORD, newPasswordAgain: NEW_PASSWORD }, a.currentPasswordRequired],
    ['the same password again', { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, newPasswordAgain: TEST_PASSWORD }, a.passwordUnchanged],
    ['a new password over 200 characters', { currentPassword: TEST_PASSWORD, newPassword: 'x'.repeat(201), newPasswordAgain: 'x'.repeat(201) }, validationMessages.passwordMax],
    ['no body fields', {}, a.currentPasswordRequired],
    ['a number for a password', { currentPassword: TEST_PASSWORD, newPassword: 12345678, newPasswordAgain: 12345678 }, 'Şifre en az 8 karakter olmalıdır.'],
  ])('refuses %s with a Turkish 400 and changes nothing', async (_what, body, error) => {
    const before = await passwordHashOf(app, couple.partner.id);
    const res = await change(app, couple.partner.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await passwordHashOf(app, couple.partner.id)).toBe(before);
  });

  it('sets the new password, signs the other devices out and keeps this one signed in under a new cookie', async () => {
    const couple = await createCouple(app);
    const phone = await signIn(app, couple.owner.email);
    const tablet = await signIn(app, couple.owner.email);
    expect(await whoIs(app, phone.cookie)).toBe(couple.owner.id);
    const res = await change(app, couple.owner.cookie, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, newPasswordAgain: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, endedSessions: 2 });
    // This device: still signed in, under a new session (a copy of its old cookie is dead too,
    // stolen-session.int.test.ts).
    const renewed = cookieOf(res);
    expect(renewed).not.toBe(couple.owner.cookie);
    expect(await whoIs(app, renewed)).toBe(couple.owner.id);
    expect(await whoIs(app, couple.owner.cookie)).toBeNull();
    // The other devices: signed out on their next request.
    expect(await whoIs(app, phone.cookie)).toBeNull();
    expect(await whoIs(app, tablet.cookie)).toBeNull();
    expect((await app.inject({ url: '/api/movies', headers: { cookie: tablet.cookie! } })).statusCode).toBe(401);
    // The partner is untouched.
    expect(await whoIs(app, couple.partner.cookie)).toBe(couple.partner.id);
    // The old password no longer signs in; the new one does.
    expect((await signIn(app, couple.owner.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(app, couple.owner.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a change from another site before reading it', async () => {
    const before = await passwordHashOf(app, couple.partner.id);
    const body = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, newPasswordAgain: NEW_PASSWORD };
    const forged = await change(app, couple.partner.cookie, body, { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ error: messages.http.badOrigin });
    const crossSite = await change(app, couple.partner.cookie, body, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(await passwordHashOf(app, couple.partner.id)).toBe(before);
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/account/password', payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, newPasswordAgain: NEW_PASSWORD } });
    expect(res.statusCode).toBe(401);
  });
});

describe('guessing the current password', () => {
  const wrong = { currentPassword: 'tahmin-1', newPassword: NEW_PASSWORD, newPasswordAgain: NEW_PASSWORD };
  const right = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, newPasswordAgain: NEW_PASSWORD };

  it('is limited like login per e-mail (LOGIN_MAX_PER_EMAIL per window), for every session of the member, and opens again after the window', async () => {
    let t = Date.UTC(2025, 2, 1, 10);
    const app = await createTestApp({ now: () => new Date(t), env: { LOGIN_MAX_PER_EMAIL: '3', LOGIN_WINDOW_MINUTES: '15' } });
    try {
      const couple = await createCouple(app);
      const second = await signIn(app, couple.owner.email);
      for (const cookie of [couple.owner.cookie, second.cookie!, couple.owner.cookie]) {
        expect((await change(app, cookie, wrong)).statusCode).toBe(400);
      }
      // Even the right password is refused now, from any of the member's sessions.
      const before = await passwordHashOf(app, couple.owner.id);
      for (const cookie of [couple.owner.cookie, second.cookie!]) {
        const limited = await change(app, cookie, right);
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual(tooMany);
      }
      expect(await passwordHashOf(app, couple.owner.id)).toBe(before);
      expect(await whoIs(app, second.cookie)).toBe(couple.owner.id);
      // The partner has a count of their own.
      expect((await change(app, couple.partner.cookie, wrong)).statusCode).toBe(400);
      t += 15 * 60_000;
      expect((await change(app, couple.owner.cookie, right)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts a parallel burst before checking: no more real checks than the limit', async () => {
    const app = await createTestApp({ env: { LOGIN_MAX_PER_EMAIL: '3' } });
    try {
      const couple = await createCouple(app);
      const burst = await Promise.all(Array.from({ length: 10 }, () => change(app, couple.owner.cookie, wrong)));
      const statuses = burst.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 400)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    } finally {
      await app.close();
    }
  });

  it('a success starts the count again', async () => {
    const app = await createTestApp({ env: { LOGIN_MAX_PER_EMAIL: '2' } });
    try {
      const couple = await createCouple(app);
      expect((await change(app, couple.owner.cookie, wrong)).statusCode).toBe(400);
      const changed = await change(app, couple.owner.cookie, right);
      expect(changed.statusCode).toBe(200);
      // The device goes on under the session the change gave it.
      const cookie = cookieOf(changed)!;
      const back = { currentPassword: NEW_PASSWORD, newPassword: TEST_PASSWORD, newPasswordAgain: TEST_PASSWORD };
      expect((await change(app, cookie, { ...back, currentPassword: 'tahmin-2' })).statusCode).toBe(400);
      expect((await change(app, cookie, { ...back, currentPassword: 'tahmin-3' })).statusCode).toBe(400);
      expect((await change(app, cookie, back)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
