import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { serverKeys } from '../../db/schema';

export interface VapidKeys {
  publicKey: string;
  /** Signs the JWT the push services check; never leaves the server (not in logs, not in backups). */
  privateKey: string;
  subject: string;
}

const KEY_NAME = 'vapid';

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else the pair kept in
 * `server_keys`, made at the first start. Two instances starting at once both try to insert and
 * both read back the one that won, so every instance signs with the same key (a browser's
 * subscription is bound to the public key it was made with).
 */
export async function loadVapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  const subject = config.push.subject ?? (config.publicUrl?.startsWith('https://') ? config.publicUrl : 'mailto:defterimiz@localhost');
  if (config.push.vapid) return { ...config.push.vapid, subject };
  const read = async () => (await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME)))[0]?.value;
  let value = await read();
  if (!value) {
    // web-push (and its JWT and ASN.1 libraries) loads here only at the very first start.
    const { default: webpush } = await import('web-push');
    const made = webpush.generateVAPIDKeys();
    await db
      .insert(serverKeys)
      .values({ name: KEY_NAME, value: { publicKey: made.publicKey, privateKey: made.privateKey } })
      .onConflictDoNothing();
    value = await read();
  }
  return { publicKey: value!.publicKey, privateKey: value!.privateKey, subject };
}
