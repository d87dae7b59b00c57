import { z } from './validation';
import { parseClock, pushKinds, pushMessages as pm } from './push-words';

export * from './push-words';

/**
 * Web Push contract:
 *   POST   /api/push/subscriptions     the browser's PushSubscription JSON as it is → 201 { device }
 *   DELETE /api/push/subscriptions     { endpoint } → { ok } (only one's own)
 *   GET    /api/push/devices           → { devices: PushDevice[] }
 *   DELETE /api/push/devices/:id       → { ok } (only one's own)
 *   POST   /api/push/test              { endpoint } → { ok } (a test push to that device of one's own)
 *   GET    /api/push/preferences       → NotificationPreferences
 *   PUT    /api/push/preferences       NotificationPreferences → NotificationPreferences
 */

/** URL-safe base64 without padding, as PushSubscription.toJSON() writes keys. */
const base64url = (min: number, max: number) =>
  z
    .string({ error: () => pm.invalidSubscription })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: () => pm.invalidSubscription })
    .min(min, { error: () => pm.invalidSubscription })
    .max(max, { error: () => pm.invalidSubscription });

const endpoint = z
  .string({ error: () => pm.invalidSubscription })
  .max(2048, { error: () => pm.invalidSubscription })
  .refine((s) => URL.canParse(s) && new URL(s).protocol === 'https:', { error: () => pm.invalidSubscription });

export const pushSubscriptionInput = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes → 87 characters) and a 16-byte secret (22).
      p256dh: base64url(80, 100),
      auth: base64url(16, 44),
    },
    { error: () => pm.invalidSubscription },
  ),
});

export const pushEndpointInput = z.object({ endpoint });

const clock = z.string({ error: () => pm.invalidTime }).refine((s) => parseClock(s) !== null, { error: () => pm.invalidTime });

export const preferencesInput = z.object({
  disabledKinds: z.array(z.enum(pushKinds, { error: () => pm.unknownKind })).max(pushKinds.length),
  quietEnabled: z.boolean(),
  quietStart: clock,
  quietEnd: clock,
});
