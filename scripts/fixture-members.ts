/**
 * What a fixture's couple does besides the demo seed (docs/upgrade-fixtures.md), through the API of
 * the version checked out, and what that version's API then answered each of them. Copy it beside
 * make-upgrade-fixture.ts and old-version-server.ts on an older commit; on a version without a
 * setting (the language came with 0013, push devices with 0005) the step is skipped, not faked.
 */
import type { OldServer } from './old-version-server';

type Member = { id: string; cookie: string };

/** A browser's subscription as the push services hand it out: a P-256 point and a 16-byte secret. */
const subscription = (n: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/fixture-device-${n}`,
  expirationTime: null,
  keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, n)]).toString('base64url'), auth: Buffer.alloc(16, 100 + n).toString('base64url') },
});

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** demo2 reads the app in English; demo1 has a phone and a laptop for push, demo2 a phone. */
export async function addMemberSettings({ call }: OldServer, [one, two]: Member[]) {
  const tried = async (step: () => Promise<unknown>) =>
    step().then(
      () => true,
      (e: Error) => (console.warn(`skipped: ${e.message}`), false),
    );
  await tried(() => call(two.cookie, 'PATCH', '/settings/profile', { language: 'en' }));
  await tried(() => call(one.cookie, 'POST', '/push/subscriptions', subscription(1), { 'user-agent': PHONE }));
  await tried(() => call(one.cookie, 'POST', '/push/subscriptions', subscription(2), { 'user-agent': LAPTOP }));
  await tried(() => call(two.cookie, 'POST', '/push/subscriptions', subscription(3), { 'user-agent': PHONE }));
}

/** What each member reads; the ones with ids are followed for every id the list gave. */
const READS = [
  '/session',
  '/space/members',
  '/movies',
  '/series',
  '/books',
  '/places',
  '/wishes',
  '/trips',
  '/capsules',
  '/capsules/summary',
  '/daily-question/history',
  '/daily-question/custom',
  '/movie-game/stats',
  '/movie-game/days',
  '/memories',
  '/quotes',
  '/settings/special-dates',
  '/push/devices',
  '/push/preferences',
];
const ids = (list: unknown) => ((list ?? []) as { id: string }[]).map((row) => row.id);
const FOLLOW: Record<string, (body: Record<string, unknown>) => string[]> = {
  '/trips': (b) => ids(b.trips).map((id) => `/trips/${id}`),
  '/capsules': (b) => ids(b.capsules).flatMap((id) => [`/capsules/${id}`, `/capsules/${id}/comments`]),
  '/memories': (b) => ids(b.memories).map((id) => `/memories/${id}/comments`),
};

export interface ApiRecord {
  /** The moment the reads began: the test's clock, so "today" and "sealed until" mean what they meant. */
  recordedAt: string;
  /** By member e-mail, by path: the JSON that version answered (paths it did not have are absent). */
  reads: Record<string, Record<string, unknown>>;
}

/** Every read of READS (and the ids they lead to) as each member, as that version answered. */
export async function recordReads({ base }: OldServer, members: (Member & { email: string })[]): Promise<ApiRecord> {
  const recordedAt = new Date().toISOString();
  const reads: ApiRecord['reads'] = {};
  for (const member of members) {
    const mine: Record<string, unknown> = (reads[member.email] = {});
    const queue = [...READS];
    for (let url = queue.shift(); url; url = queue.shift()) {
      const res = await fetch(`${base}/api${url}`, { headers: { cookie: member.cookie, origin: base } });
      if (!res.ok) continue;
      const body = (await res.json()) as Record<string, unknown>;
      mine[url] = body;
      queue.push(...(FOLLOW[url]?.(body) ?? []));
    }
  }
  return { recordedAt, reads };
}
