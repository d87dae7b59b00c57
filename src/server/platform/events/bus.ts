import type { ChangeEvent } from '../../../shared/events';

export type Listener = (event: ChangeEvent) => void;

/**
 * Change events of one space reach every listener of that space, on this instance and, with
 * PostgreSQL, on every other instance sharing the database.
 */
export interface EventBus {
  publish(spaceId: string, event: ChangeEvent): Promise<void>;
  subscribe(spaceId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

/** Local fan-out by space, shared by both implementations. */
export class LocalFanout {
  private readonly listeners = new Map<string, Set<Listener>>();

  add(spaceId: string, listener: Listener) {
    let set = this.listeners.get(spaceId);
    if (!set) this.listeners.set(spaceId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(spaceId);
    };
  }

  deliver(spaceId: string, event: ChangeEvent) {
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

  async close() {}
}
