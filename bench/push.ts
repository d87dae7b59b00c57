/**
 * Web Push (issue 21): partner action → the push service receives the POST, and a burst of 100
 * actions of one kind → how many pushes reach the device. The push service is the tests' local
 * HTTPS fake (testing/fakes/push-service.ts): it checks the VAPID signature and decrypts every
 * body, so a counted push is a real one. The server trusts its certificate through
 * NODE_EXTRA_CA_CERTS (see pushServerEnv). Quiet hours are switched off for the recipient, so
 * the figure does not depend on the hour the bench runs.
 */
import { performance } from "node:perf_hooks";
import { api, type Couple } from "./lib/couple";
import { summary } from "./lib/stats";
import type { FakePushService } from "../testing/fakes/push-service";

/** What the server process needs to post to the fake. */
export const pushServerEnv = (fake: FakePushService) => ({
  NODE_EXTRA_CA_CERTS: fake.caFile,
  PUSH_ALLOWED_HOSTS: fake.allowedHost,
});

async function until(check: () => boolean, ms: number) {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error("push did not arrive");
    await new Promise((r) => setTimeout(r, 1));
  }
}

export async function benchPush(url: string, couple: Couple, fake: FakePushService, samples = 50) {
  const phone = fake.subscribe();
  await api(url, couple.partner, "POST", "/api/push/subscriptions", phone, 201);
  await api(url, couple.partner, "PUT", "/api/push/preferences", { disabledKinds: [], quietEnabled: false, quietStart: "23:00", quietEnd: "08:00" });
  // The partner's memories; the owner's comment on each is a push of its own tag (one per memory).
  const ids: string[] = [];
  for (let i = 0; i < samples + 5; i++) {
    const res = await api(url, couple.partner, "POST", "/api/memories", { title: `Anı ${i}`, date: "2024-05-01", category: "other" }, 201);
    ids.push(((await res.json()) as { memory: { id: string } }).memory.id);
  }
  const received = () => fake.forSubscription(phone.endpoint).length;
  const times: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const before = received();
    const t = performance.now();
    await api(url, couple.owner, "POST", `/api/memories/${ids[i]}/comments`, { text: "Ne güzel!" }, 201);
    await until(() => received() > before, 10_000);
    if (i >= 5) times.push(performance.now() - t); // the first five warm up
  }

  // A burst: 100 quotes as fast as one client sends them, all of the tag 'quotes'.
  const before = received();
  const burstStart = performance.now();
  for (let i = 0; i < 100; i++) await api(url, couple.owner, "POST", "/api/quotes", { text: `Söz ${i}`, author: "Bench" }, 201);
  const burstMs = performance.now() - burstStart;
  await new Promise((r) => setTimeout(r, 3000));
  const burstPushes = received() - before;
  const last = fake.forSubscription(phone.endpoint).at(-1)?.payload.body as string | undefined;
  return { latency: summary(times), burst: { actions: 100, pushesWithin3s: burstPushes, burstMs: Math.round(burstMs), lastBody: last ?? "" }, refused: fake.refused.length };
}
