import type { FastifyInstance } from 'fastify';
import { startFakePushService, type FakePushService } from '../../testing/fakes/push-service';
import { SESSION_COOKIE } from '../../src/server/platform/auth/sessions';

/**
 * What a browser test needs to see a day pass and a phone buzz, for the fresh apps that ask for it
 * (never the shared ones, never production): a clock the test moves, and the local push service.
 * The server reads time only through `app.ctx.now()`, so moving this clock moves its whole day —
 * the question of the day, a capsule's opening, the nudges, push quiet hours, sessions.
 */
export class MovableClock {
  private offsetMs = 0;
  readonly now = () => new Date(Date.now() + this.offsetMs);
  /** From here on the server's time is `at`, and it runs on from there. */
  set(at: Date) {
    this.offsetMs = at.getTime() - Date.now();
  }
}

let fake: Promise<FakePushService> | null = null;
/** One local push service for every app that wants push (started on first ask). */
export const pushService = () => (fake ??= startFakePushService());

/** The env and options that point an app at the local push service. */
export async function pushSettings() {
  const service = await pushService();
  return { env: { PUSH_ALLOWED_HOSTS: service.allowedHost }, push: { agent: service.agent, collapseMs: 0 } };
}

/** A phone of the member behind `token`: a subscription at the local push service, registered through the app's own route. */
export async function subscribePhone(app: FastifyInstance, token: string): Promise<string> {
  const subscription = (await pushService()).subscribe();
  const res = await app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: subscription, headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  if (res.statusCode !== 201) throw new Error(`push subscription refused: ${res.statusCode} ${res.body}`);
  return subscription.endpoint;
}

/** What reached that phone so far (decrypted payloads), after the app has sent what was due. */
export async function pushesTo(app: FastifyInstance, endpoint: string) {
  await app.ctx.push.drain();
  return (await pushService()).forSubscription(endpoint).map((p) => p.payload);
}

export async function closePushService() {
  await (await fake)?.close();
}
