import type { ChangeEvent } from '../../../shared/events';

interface Held {
  spaceId: string;
  events: ChangeEvent[];
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The events of a gesture still under way, per gesture id: held until its last request has been
 * answered, then published once per topic. A gesture whose last request never comes (a closed tab)
 * goes out after `waitMs` of silence, so the partner is never left without the change. The hold
 * is per instance: with several instances a gesture spread over them becomes a few events, never none.
 */
export class GestureEvents {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly publish: (spaceId: string, event: ChangeEvent) => Promise<unknown>,
    private readonly waitMs = 10_000,
  ) {}

  hold(spaceId: string, gestureId: string, event: ChangeEvent) {
    const key = `${spaceId}:${gestureId}`;
    const entry = this.held.get(key);
    if (entry) clearTimeout(entry.timer);
    const events = [...(entry?.events ?? []), event];
    this.held.set(key, { spaceId, events, timer: setTimeout(() => void this.flushKey(key), this.waitMs) });
  }

  /** Publishes a gesture's held events, one per topic (naming a record only when all named the same one). */
  async flush(gestureId: string) {
    await Promise.all([...this.held.keys()].filter((key) => key.endsWith(`:${gestureId}`)).map((key) => this.flushKey(key)));
  }

  async close() {
    await Promise.all([...this.held.keys()].map((key) => this.flushKey(key)));
  }

  private async flushKey(key: string) {
    const entry = this.held.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.held.delete(key);
    const byTopic = new Map<string, ChangeEvent>();
    for (const event of entry.events) {
      const seen = byTopic.get(event.topic);
      if (!seen) byTopic.set(event.topic, event);
      else if (seen.id !== event.id) byTopic.set(event.topic, { ...seen, id: undefined });
    }
    await Promise.all([...byTopic.values()].map((event) => this.publish(entry.spaceId, JSON.parse(JSON.stringify(event)) as ChangeEvent)));
  }
}
