import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { DEFAULT_PREFERENCES, parseClock, pushMessages, quietHoursEnd, type PushKind, type PushPayload } from '../../../shared/push-words';
import type { VapidKeys } from './vapid';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { asLanguage, inLanguage } from '../language';
import { claimDue, devicesToPush, dropPush, enqueue, markRetry, markSent, unreadCounts, deleteSubscription, type ClaimedPush } from './repo';

export interface PushOptions {
  /** Trusts a test push service's certificate (production uses the system's). */
  agent?: Agent;
  /** A tag sent to a device waits this long before its next push (the burst's summary). */
  collapseMs?: number;
  /** How often held-back pushes (quiet hours, retries, other instances') are looked for. */
  pollMs?: number;
}

export interface PushInput {
  spaceId: string;
  userIds: string[];
  kind: PushKind;
  title: string;
  body: string;
  url: string;
  tag: string;
  /** The recipients' language (the title and body are written in it; so is a burst's summary). */
  language?: Language;
}

const TTL_SECONDS = 24 * 60 * 60;
const LOCK_MS = 60_000;
const BATCH = 20;
const MAX_ATTEMPTS = 8;
const SEND_TIMEOUT_MS = 10_000;
/** A member who never saved 'Bildirimler' has no preferences row: the defaults the page shows. */
const DEFAULT_QUIET = {
  enabled: DEFAULT_PREFERENCES.quietEnabled,
  start: parseClock(DEFAULT_PREFERENCES.quietStart)!,
  end: parseClock(DEFAULT_PREFERENCES.quietEnd)!,
};

/** 1 s, 2 s, 4 s … an hour at most; a Retry-After (seconds or a date) is honoured when longer. */
export function retryDelayMs(attempts: number, retryAfter: string | undefined, now: Date): number {
  const backoff = Math.min(1000 * 2 ** attempts, 3_600_000);
  if (!retryAfter) return backoff;
  const seconds = Number(retryAfter);
  const asked = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now.getTime();
  return Number.isFinite(asked) ? Math.min(Math.max(backoff, asked), 24 * 3_600_000) : backoff;
}

/** The Topic header: the push service keeps only the newest undelivered push of a topic. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/**
 * Web Push through a queue in the database (decision 016): `queue` only writes rows, so an
 * action is never slowed or failed by a push service; this instance then sends what is due in
 * the background, and polls for what was held back. Claims are exclusive across instances.
 */
export class PushService {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  readonly collapseMs: number;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    readonly keys: VapidKeys,
    private readonly log: FastifyBaseLogger,
    private readonly options: PushOptions = {},
  ) {
    this.collapseMs = options.collapseMs ?? 30_000;
  }

  get publicKey() {
    return this.keys.publicKey;
  }

  /** Queues a push for each device of these members that wants this kind; returns how many devices. */
  async queue(input: PushInput): Promise<number> {
    const now = this.now();
    const devices = (await devicesToPush(this.db, input.spaceId, input.userIds)).filter((d) => !(d.disabledKinds ?? []).includes(input.kind));
    if (devices.length === 0) return 0;
    const unread = await unreadCounts(this.db, input.spaceId, input.userIds);
    await enqueue(
      this.db,
      devices.map((d) => {
        const payload: PushPayload = {
          title: input.title,
          body: input.body.slice(0, 300),
          url: input.url,
          tag: input.tag,
          kind: input.kind,
          unread: unread.get(d.userId) ?? 0,
          lang: input.language ?? DEFAULT_LANGUAGE,
        };
        const quiet = { enabled: d.quietEnabled ?? DEFAULT_QUIET.enabled, start: d.quietStart ?? DEFAULT_QUIET.start, end: d.quietEnd ?? DEFAULT_QUIET.end };
        return { subscriptionId: d.id, tag: input.tag, payload: payload as unknown as Record<string, unknown>, dueAt: quietHoursEnd(now, d.timeZone, quiet) };
      }),
      this.collapseMs,
    );
    this.wake();
    return devices.length;
  }

  /** Sends one push to one device now, past the queue (the settings' test push). */
  async sendNow(sub: { endpoint: string; p256dh: string; auth: string }, payload: PushPayload) {
    return this.post(sub, payload);
  }

  /**
   * Polls for pushes due (held back by quiet hours, a busy push service, a restart). The first look
   * is one poll after the start, not at it: the start's first answers come first (decision 029),
   * and anything enqueued meanwhile wakes the sender itself.
   */
  start(pollMs = this.options.pollMs ?? 5_000) {
    if (this.stopped) return;
    this.timer = setInterval(() => this.wake(), pollMs);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Sends what is due now, in the background. */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendDue()
      .catch((err) => this.log.error({ err }, 'push sending failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Until nothing due is left (tests, the bench). */
  async drain() {
    while (this.running) await this.running;
    this.wake();
    while (this.running) await this.running;
  }

  private async sendDue() {
    for (;;) {
      const batch = await claimDue(this.db, this.now(), LOCK_MS, BATCH);
      if (batch.length === 0) return;
      await Promise.all(batch.map((push) => this.deliver(push)));
    }
  }

  private async deliver(push: ClaimedPush) {
    const payload = push.payload as unknown as PushPayload;
    // A burst's summary in the push's own language (a payload queued before decision 030 has none: Turkish).
    const more = () => pushMessages.andMore(push.count - 1);
    const body = push.count > 1 ? `${payload.body} ${inLanguage(asLanguage(payload.lang), more)}` : payload.body;
    const outcome = await this.post(push, { ...payload, body });
    const now = this.now();
    if (outcome === 'sent') await markSent(this.db, push, now, this.collapseMs);
    else if (outcome === 'gone') await deleteSubscription(this.db, push.subscriptionId);
    else if (outcome === 'refused' || push.attempts + 1 >= MAX_ATTEMPTS) await dropPush(this.db, push.id);
    else await markRetry(this.db, push.id, new Date(now.getTime() + retryDelayMs(push.attempts, outcome.retryAfter, now)));
  }

  /** One POST to the push service. Logs name the status only: never the endpoint (a capability) or the text. */
  private async post(sub: { endpoint: string; p256dh: string; auth: string }, payload: PushPayload): Promise<'sent' | 'gone' | 'refused' | { retryAfter?: string }> {
    // web-push and its JWT, ASN.1 and big-number libraries load with the first push sent, not at start.
    const { default: webpush } = await import('web-push');
    try {
      await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: this.keys.subject, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
        TTL: TTL_SECONDS,
        topic: topicOf(payload.tag),
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        timeout: SEND_TIMEOUT_MS,
        ...(this.options.agent ? { agent: this.options.agent } : {}),
      });
      return 'sent';
    } catch (err) {
      if (err instanceof webpush.WebPushError) {
        const status = err.statusCode;
        if (status === 404 || status === 410) return 'gone';
        if (status === 429 || status >= 500) {
          this.log.warn({ status }, 'push service busy; will retry');
          const header = Object.entries(err.headers ?? {}).find(([k]) => k.toLowerCase() === 'retry-after')?.[1];
          return { retryAfter: typeof header === 'string' ? header : undefined };
        }
        this.log.warn({ status }, 'push refused by the push service');
        return 'refused';
      }
      this.log.warn({ err: { message: (err as Error).message } }, 'push service unreachable; will retry');
      return {};
    }
  }
}
