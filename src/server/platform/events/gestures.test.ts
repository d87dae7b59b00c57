import { describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../../shared/events';
import { GestureEvents } from './gestures';

const change = (topic: ChangeEvent['topic'], id?: string): ChangeEvent => ({ type: 'change', topic, actorId: 'm1', ...(id ? { id } : {}) });

describe('GestureEvents', () => {
  it('publishes a gesture once per topic at its end, naming a record only when every event named it', async () => {
    const out: [string, ChangeEvent][] = [];
    const gestures = new GestureEvents(async (space, e) => void out.push([space, e]));
    gestures.hold('s1', 'g1', change('memories'));
    gestures.hold('s1', 'g1', change('memories'));
    gestures.hold('s1', 'g1', change('movies', 'a'));
    gestures.hold('s1', 'g1', change('movies', 'b'));
    gestures.hold('s1', 'g2', change('quotes'));
    expect(out).toEqual([]);
    await gestures.flush('g1');
    expect(out).toEqual([['s1', change('memories')], ['s1', change('movies')]]);
    await gestures.close();
    expect(out).toHaveLength(3);
  });

  it('lets a gesture whose end never comes go out after the wait, once', async () => {
    const out: ChangeEvent[] = [];
    const gestures = new GestureEvents(async (_space, e) => void out.push(e), 20);
    gestures.hold('s1', 'g1', change('memories', 'x'));
    await vi.waitFor(() => expect(out).toEqual([change('memories', 'x')]));
    await gestures.flush('g1');
    expect(out).toHaveLength(1);
  });

  it('leaves no wait timer behind: a later hold replaces it, the end of the gesture clears it', async () => {
    vi.useFakeTimers();
    try {
      const out: ChangeEvent[] = [];
      const gestures = new GestureEvents(async (_space, e) => void out.push(e));
      gestures.hold('s1', 'g1', change('memories'));
      gestures.hold('s1', 'g1', change('memories'));
      expect(vi.getTimerCount()).toBe(1);
      await gestures.flush('g1');
      expect(out).toHaveLength(1);
      expect(vi.getTimerCount()).toBe(0);
      gestures.hold('s1', 'g2', change('quotes'));
      await gestures.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
