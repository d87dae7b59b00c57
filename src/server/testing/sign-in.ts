import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../platform/auth/sessions';
import { HOST_SESSION_COOKIE } from '../platform/auth/session-cookie';
import { TEST_PASSWORD } from './fixtures';

/** The `cookie` header a response's session cookie makes (either name: session-cookie.ts), or null when it set none. */
export const cookieOf = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => (x.name === SESSION_COOKIE || x.name === HOST_SESSION_COOKIE) && x.value !== '');
  return c ? `${c.name}=${c.value}` : null;
};

let address = 0;

/** A real sign-in through POST /api/auth/login, as another device of the member would make it. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD, userAgent?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: userAgent ? { 'user-agent': userAgent } : {},
    // Each from its own address, so the per-address login limit stays out of the way.
    remoteAddress: `192.0.2.${(address++ % 250) + 1}`,
  });
  return { status: res.statusCode, cookie: cookieOf(res) };
}

/** Whom a cookie signs in now (their id), or null. */
export async function whoIs(app: FastifyInstance, cookie: string | null) {
  const res = await app.inject({ url: '/api/session', headers: cookie ? { cookie } : {} });
  return (res.json().me?.id as string | undefined) ?? null;
}
