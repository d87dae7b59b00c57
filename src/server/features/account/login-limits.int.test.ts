import { describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, TEST_PASSWORD } from '../../testing/fixtures';
import { DEVICE_COOKIE } from '../../platform/auth/known-device';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { HOST_SESSION_COOKIE } from '../../platform/auth/session-cookie';

const clock = (start = Date.UTC(2025, 2, 1, 10)) => {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
};

async function withApp(env: Record<string, string>, run: (app: FastifyInstance) => Promise<void>, now?: () => Date) {
  const app = await createTestApp({ env, now });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string, cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers: cookie ? { cookie } : {} });
const deviceCookieOf = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((k) => k.name === DEVICE_COOKIE);
  return c ? `${DEVICE_COOKIE}=${c.value}` : undefined;
};

describe('login limits under attack', { timeout: 90_000 }, () => {
  it('a parallel burst of 12 against a per-e-mail limit of 3 gets 3 password checks, no more', async () => {
    await withApp({ LOGIN_MAX_PER_EMAIL: '3' }, async (app) => {
      const c = await createCouple(app);
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(app, c.owner.email, `tahmin-${i}`, `198.51.100.${i + 1}`)),
      );
      const codes = burst.map((r) => r.statusCode).sort();
      expect(codes.filter((s) => s === 401)).toHaveLength(3);
      expect(codes.filter((s) => s === 429)).toHaveLength(9);
      // And the right password, from yet another address, is refused too within the window.
      expect((await login(app, c.owner.email, TEST_PASSWORD, '198.51.100.99')).statusCode).toBe(429);
    });
  });

  it('a parallel burst from one address gets no more checks than the per-address limit', async () => {
    await withApp({ LOGIN_MAX_PER_IP: '4' }, async (app) => {
      const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => login(app, `kimse${i}@example.com`, 'x', '203.0.113.9')));
      expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(4);
    });
  });

  it('rotating IPv6 addresses within one /64 share one limit; another /64 has its own', async () => {
    await withApp({ LOGIN_MAX_PER_IP: '3' }, async (app) => {
      const codes = [];
      for (let i = 1; i <= 5; i++) codes.push((await login(app, `kimse${i}@example.com`, 'x', `2001:db8:aa:bb::${i.toString(16)}:${i}`)).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      expect((await login(app, 'kimse@example.com', 'x', '2001:db8:aa:bc::1')).statusCode).toBe(401);
    });
  });

  it('someone who knows an e-mail cannot lock its owner out of a browser that signed in before, nor past the window', async () => {
    const time = clock();
    await withApp(
      { LOGIN_MAX_PER_EMAIL: '3', LOGIN_WINDOW_MINUTES: '15' },
      async (app) => {
        const c = await createCouple(app);
        const first = await login(app, c.owner.email, TEST_PASSWORD, '192.0.2.10');
        expect(first.statusCode).toBe(200);
        const device = deviceCookieOf(first)!;
        expect(device).toBeDefined();
        // The attacker burns the e-mail's budget from many addresses.
        for (let i = 0; i < 6; i++) await login(app, c.owner.email, `tahmin-${i}`, `198.51.100.${i + 1}`);
        // A new browser is held back (that is the limit's point)…
        expect((await login(app, c.owner.email, TEST_PASSWORD, '192.0.2.10')).statusCode).toBe(429);
        // …but the owner's own browser still gets in with the right password,
        const known = await login(app, c.owner.email, TEST_PASSWORD, '192.0.2.10', device);
        expect(known.statusCode).toBe(200);
        expect(known.cookies.some((k) => k.name === SESSION_COOKIE)).toBe(true);
        // while the cookie opens nothing by itself: a wrong password is still 401,
        expect((await login(app, c.owner.email, 'tahmin-x', '192.0.2.10', device)).statusCode).toBe(401);
        // is worth nothing for another account,
        expect((await login(app, c.partner.email, TEST_PASSWORD, '192.0.2.10', device)).statusCode).toBe(200);
        // and a forged one does not count as known.
        const forged = `${DEVICE_COOKIE}=${device.split('=')[1].split('.')[0]}.AAAA`;
        expect((await login(app, c.owner.email, TEST_PASSWORD, '192.0.2.10', forged)).statusCode).toBe(429);
        // The window ends and a new browser gets in again.
        time.advance(15 * 60_000);
        expect((await login(app, c.owner.email, TEST_PASSWORD, '192.0.2.11')).statusCode).toBe(200);
      },
      time.now,
    );
  });
});

describe('session cookie with an https PUBLIC_URL', () => {
  it('is Secure (and __Host-) whatever the proxy says (no X-Forwarded-Proto, no TRUST_PROXY)', async () => {
    await withApp({ PUBLIC_URL: 'https://defter.example' }, async (app) => {
      const c = await createCouple(app);
      const res = await login(app, c.owner.email, TEST_PASSWORD, '192.0.2.20');
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((k) => k.name === HOST_SESSION_COOKIE)!.secure).toBe(true);
      const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: c.owner.cookie } });
      expect(String(out.headers['set-cookie'])).toMatch(/Secure/);
    });
  });
});
