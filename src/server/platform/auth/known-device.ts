import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieSecure } from './auth-plugin';

/** Sent only to the login route: "this browser has signed in to this account before". */
export const DEVICE_COOKIE = 'defterimiz_device';
const PATH = '/api/auth/login';
const YEAR_MS = 365 * 86_400_000;

interface Account {
  id: string;
  /** The key: only the server knows it, and a password change ends every device cookie. */
  passwordHash: string;
}

const mac = (account: Account, nonce: string) =>
  createHmac('sha256', account.passwordHash).update(`device:${account.id}:${nonce}`).digest('base64url');

/**
 * Whether the request carries a device cookie of this account. Such a browser is not held back
 * by the per-e-mail login limit, so someone who knows a member's e-mail and burns its failed
 * attempts cannot lock the member out of the devices they already use (the per-address limit
 * still counts every attempt, and the password is still checked).
 */
export function isKnownDevice(request: FastifyRequest, account: Account): boolean {
  const value = request.cookies[DEVICE_COOKIE];
  const [nonce, given] = value?.split('.') ?? [];
  if (!nonce || !given) return false;
  const expected = Buffer.from(mac(account, nonce));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function rememberDevice(request: FastifyRequest, reply: FastifyReply, account: Account, now: Date) {
  const nonce = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${nonce}.${mac(account, nonce)}`, {
    path: PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: cookieSecure(request),
    expires: new Date(now.getTime() + YEAR_MS),
  });
}
