import { z } from 'zod';

/**
 * Web Push settings (decision 016). The server posts only to push services: the hosts of the
 * browsers' own services by default, so a subscription cannot make it call any other address.
 * `*.example.com` allows every subdomain; `host:port` allows that port (otherwise 443 only).
 */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera
  'updates.push.services.mozilla.com', // Firefox
  'push.services.mozilla.com',
  'web.push.apple.com', // Safari on macOS and iOS
  '*.push.apple.com',
  '*.notify.windows.com', // Edge on Windows (WNS)
];

export interface PushConfig {
  allowedHosts: string[];
  /** Devices one member may have; registering one more ends the member's oldest (issue 33). */
  maxDevicesPerMember: number;
  /** Both set, or both null (then the pair made at first start and kept in the database). */
  vapid: { publicKey: string; privateKey: string } | null;
  subject: string | null;
}

/** A phone, a laptop, a tablet and a spare: more is a device list nobody reads, or a flood. */
export const DEFAULT_MAX_DEVICES_PER_MEMBER = 5;

const hostEntry = /^(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/;

export const pushEnv = {
  PUSH_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((s, ctx) => {
      if (!s || !s.trim()) return DEFAULT_PUSH_HOSTS;
      const hosts = s
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      const bad = hosts.find((h) => !hostEntry.test(h));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `"${bad}" is not a host name (e.g. fcm.googleapis.com, *.push.apple.com, 127.0.0.1:8443)` });
        return z.NEVER;
      }
      return hosts;
    }),
  PUSH_MAX_DEVICES_PER_MEMBER: z
    .string()
    .optional()
    .transform((s, ctx) => {
      if (s === undefined || s.trim() === '') return DEFAULT_MAX_DEVICES_PER_MEMBER;
      const n = Number(s);
      if (!Number.isInteger(n) || n < 1) {
        ctx.addIssue({ code: 'custom', message: 'must be a whole number ≥ 1' });
        return z.NEVER;
      }
      return n;
    }),
  VAPID_PUBLIC_KEY: z.string().optional().transform((s) => (s && s.trim() ? s.trim() : null)),
  VAPID_PRIVATE_KEY: z.string().optional().transform((s) => (s && s.trim() ? s.trim() : null)),
  VAPID_SUBJECT: z
    .string()
    .optional()
    .transform((s) => (s && s.trim() ? s.trim() : null))
    .refine((s) => s === null || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(s), { message: 'must be a mailto: address or an https:// address' }),
};

export function pushFrom(e: {
  PUSH_ALLOWED_HOSTS: string[];
  PUSH_MAX_DEVICES_PER_MEMBER: number;
  VAPID_PUBLIC_KEY: string | null;
  VAPID_PRIVATE_KEY: string | null;
  VAPID_SUBJECT: string | null;
}): { push: PushConfig; issues: string[] } {
  const issues: string[] = [];
  const pub = e.VAPID_PUBLIC_KEY;
  const priv = e.VAPID_PRIVATE_KEY;
  if (Boolean(pub) !== Boolean(priv)) issues.push(`  ${pub ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together`);
  if (pub && !/^[A-Za-z0-9_-]{86,88}$/.test(pub)) issues.push('  VAPID_PUBLIC_KEY: must be URL-safe base64 of a P-256 public key (npx web-push generate-vapid-keys)');
  if (priv && !/^[A-Za-z0-9_-]{42,44}$/.test(priv)) issues.push('  VAPID_PRIVATE_KEY: must be URL-safe base64 of a P-256 private key (npx web-push generate-vapid-keys)');
  return {
    push: { allowedHosts: e.PUSH_ALLOWED_HOSTS, maxDevicesPerMember: e.PUSH_MAX_DEVICES_PER_MEMBER, vapid: pub && priv ? { publicKey: pub, privateKey: priv } : null, subject: e.VAPID_SUBJECT },
    issues,
  };
}

/** Whether the server may post to `endpoint`: https, no user or password, an allowed host. */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const [name, port] = entry.split(/:(?=\d+$)/);
    if ((port ?? '') !== url.port) return false;
    if (name.startsWith('*.')) return host.endsWith(name.slice(1)) && host.length > name.length - 1;
    return host === name;
  });
}
