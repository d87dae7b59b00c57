import { afterEach, describe, expect, it, vi } from 'vitest';
import { GESTURE_HEADER } from '../../../shared/events';
import { gesture } from '../../lib/gesture';
import { removeMemoryPhoto, saveMemory, uploadMemoryPhoto } from './api';

afterEach(() => vi.unstubAllGlobals());

/**
 * Saving a memory is one gesture of several requests (decision 003): the memory, then its photo
 * removals and uploads. Each must carry the gesture's header, or the partner gets one event per
 * request (or the held event waits for the timeout).
 */
describe('memory requests of one save', () => {
  it('every request of the gesture carries its header; a removal sends no body', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ memory: { id: 'm1' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const act = gesture(3);
    await saveMemory('m1', { title: 'Kapadokya', date: '2024-06-01', category: 'travel' } as never, act.next());
    await removeMemoryPhoto('m1', 'p1', act.next());
    await uploadMemoryPhoto('m1', new File([new Uint8Array([1, 2, 3])], 'balon.jpg', { type: 'image/jpeg' }), act.next());

    const sent = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([url, init]) => ({
      url,
      method: init.method,
      gesture: (init.headers as Record<string, string>)[GESTURE_HEADER],
      body: init.body,
    }));
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['PUT /api/memories/m1', 'DELETE /api/memories/m1/photos/p1', 'POST /api/memories/m1/photos']);
    const id = sent[0].gesture?.split(';')[0];
    expect(id).toBeTruthy();
    expect(sent.map((s) => s.gesture)).toEqual([id, id, `${id};end`]);
    expect(sent[1].body).toBeUndefined();
  });
});
