import type { ChangeEvent } from '../../../shared/events';

export type Listener = (event: ChangeEvent) => void;
/** Hears every space; `null` means events may have been lost (a dropped connection). */
export type AnyListener = (spaceId: string, event: ChangeEvent | null) => void;
/** Hears the sessions that just ended, on whichever instance they were ended. */
export type SessionsEndedListener = (sessionIds: readonly string[]) => void;

/**
 * Change events of one space reach every listener of that space, on this instance and, with
 * PostgreSQL, on every other instance sharing the database.
 */
export interface EventBus {
  publish(spaceId: string, event: ChangeEvent): Promise<void>;
  subscribe(spaceId: string, listener: Listener): () => void;
  /**
   * Every event of every space, before the space's own listeners (caches forget first). An event
   * published here reaches these listeners before publish() resolves, on every bus: a request
   * right after a write never reads what the write changed from a cache of this instance.
   */
  subscribeAll(listener: AnyListener): () => void;
  /**
   * Tells every instance (this one before it resolves) that these sessions ended: their live
   * streams close and cached look-ups are forgotten. Sent by auth/end-sessions.ts, never by routes.
   */
  publishSessionsEnded(sessionIds: readonly string[]): Promise<void>;
  onSessionsEnded(listener: SessionsEndedListener): () => void;
  close(): Promise<void>;
}

/** Local fan-out by space, shared by both implementations. */
export class LocalFanout {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly anyListeners = new Set<AnyListener>();
  private readonly endedListeners = new Set<SessionsEndedListener>();

  addSessionsEnded(listener: SessionsEndedListener) {
    this.endedListeners.add(listener);
    return () => void this.endedListeners.delete(listener);
  }

  sessionsEnded(sessionIds: readonly string[]) {
    for (const listener of this.endedListeners) {
      try {
        listener(sessionIds);
      } catch {
        // One broken stream must not keep the others open.
      }
    }
  }

  addAny(listener: AnyListener) {
    this.anyListeners.add(listener);
    return () => void this.anyListeners.delete(listener);
  }

  /** Tells the every-space listeners that events may have been missed. */
  lost() {
    for (const listener of this.anyListeners) listener('', null);
  }

  add(spaceId: string, listener: Listener) {
    let set = this.listeners.get(spaceId);
    if (!set) this.listeners.set(spaceId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(spaceId);
    };
  }

  /** Only the every-space listeners (the caches): what this instance publishes, at once. */
  deliverToAny(spaceId: string, event: ChangeEvent) {
    for (const listener of this.anyListeners) listener(spaceId, event);
  }

  deliver(spaceId: string, event: ChangeEvent) {
    this.deliverToAny(spaceId, event);
    for (const listener of this.listeners.get(spaceId) ?? []) {
      try {
        listener(event);
      } catch {
        // One broken stream must not stop the others.
      }
    }
  }
}

/** For PGlite: one process serves the data directory, so events never leave it. */
export class MemoryEventBus implements EventBus {
  private readonly fanout = new LocalFanout();

  async publish(spaceId: string, event: ChangeEvent) {
    this.fanout.deliver(spaceId, event);
  }

  subscribe(spaceId: string, listener: Listener) {
    return this.fanout.add(spaceId, listener);
  }

  subscribeAll(listener: AnyListener) {
    return this.fanout.addAny(listener);
  }

  async publishSessionsEnded(sessionIds: readonly string[]) {
    this.fanout.sessionsEnded(sessionIds);
  }

  onSessionsEnded(listener: SessionsEndedListener) {
    return this.fanout.addSessionsEnded(listener);
  }

  async close() {}
}
