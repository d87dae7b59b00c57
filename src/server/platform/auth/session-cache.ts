import type { EventBus } from '../events/bus';
import type { SessionMember } from '../context';

interface Entry {
  member: SessionMember;
  /** The session's own end: a cached session never outlives it. */
  expiresAt: number;
  at: number;
}

/**
 * The member behind a session token, kept for a moment: every request of a page (a list, its
 * 304s, the live stream's reads) otherwise asks the database the same question. Forgotten at
 * once when a session ends on any instance (auth/end-sessions.ts, through the bus), on a name or
 * membership change in the space (events reach every instance), and when events may have been
 * lost. Were a "sessions ended" NOTIFY lost, `maxAgeMs` still bounds how long it is honoured.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every forgetting: a lookup that began before one is not stored. */
  private generation = 0;

  constructor(
    bus: EventBus,
    /** Real time, not the app's clock: tests that stop or move the app's clock keep a short lifetime. */
    private readonly clock: () => number = Date.now,
    private readonly maxAgeMs = 2_000,
    private readonly maxEntries = 10_000,
  ) {
    bus.subscribeAll((spaceId, event) => {
      if (!event) this.clear();
      else if (event.topic === 'profile' || event.topic === 'space') this.forgetSpace(spaceId);
    });
    // A session ended on any instance (end-sessions.ts) is refused here at once, not after maxAgeMs.
    bus.onSessionsEnded((ids) => ids.forEach((id) => this.forget(id)));
  }

  /** `now` is the app's clock, which decides when a session has expired. */
  get(sessionId: string, now: Date): SessionMember | null {
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    if (this.clock() - entry.at < this.maxAgeMs && now.getTime() < entry.expiresAt) return entry.member;
    this.entries.delete(sessionId);
    return null;
  }

  /** Call before reading the database; hand it to set(). */
  begin() {
    return this.generation;
  }

  set(member: SessionMember, expiresAt: Date, begun: number) {
    if (begun !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(member.sessionId, { member, expiresAt: expiresAt.getTime(), at: this.clock() });
  }

  forget(sessionId: string) {
    this.generation++;
    this.entries.delete(sessionId);
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  forgetSpace(spaceId: string) {
    this.generation++;
    for (const [id, entry] of this.entries) if (entry.member.spaceId === spaceId) this.entries.delete(id);
  }
}
