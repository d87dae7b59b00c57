import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../shared/events';
import { createQueryClient } from './query-client';
import { applyChange } from './item-update';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const event = (id?: string, topic: ChangeEvent['topic'] = 'movies'): ChangeEvent => ({ type: 'change', topic, actorId: 'partner', ...(id ? { id } : {}) });

function setup() {
  const client = createQueryClient();
  client.setQueryData(['movies'], [{ id: 'b', title: 'B' }, { id: 'a', title: 'A' }]);
  const home = client.getQueryCache().build(client, { queryKey: ['home'], queryFn: async () => 1, meta: { topics: ['movies'] } });
  home.setData(1);
  return { client, home, list: () => client.getQueryData<{ id: string; title: string }[]>(['movies']) };
}

describe('applyChange: a change that names its record', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('replaces the one changed item without refetching the list, and refreshes the counters', async () => {
    const fetchMock = vi.fn(async () => json(200, { item: { id: 'a', title: 'A2' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { client, home, list } = setup();
    await applyChange(client, event('a'));
    expect(list()).toEqual([{ id: 'b', title: 'B' }, { id: 'a', title: 'A2' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/movies/a');
    expect(client.getQueryState(['movies'])?.isInvalidated).toBe(false);
    expect(home.state.isInvalidated).toBe(true);
  });

  it('puts a new item on top and drops a deleted one (404)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { item: { id: 'c', title: 'C' } })));
    const { client, list } = setup();
    await applyChange(client, event('c'));
    expect(list()?.map((i) => i.id)).toEqual(['c', 'b', 'a']);
    vi.stubGlobal('fetch', vi.fn(async () => json(404, { error: 'Bulunamadı.' })));
    await applyChange(client, event('b'));
    expect(list()?.map((i) => i.id)).toEqual(['c', 'a']);
  });

  it('an older answer arriving after a newer one is ignored', async () => {
    let releaseFirst!: () => void;
    const first = new Promise<Response>((r) => (releaseFirst = () => r(json(200, { item: { id: 'a', title: 'eski' } }))));
    vi.stubGlobal('fetch', vi.fn().mockReturnValueOnce(first).mockResolvedValueOnce(json(404, { error: 'Bulunamadı.' })));
    const { client, list } = setup();
    const edit = applyChange(client, event('a'));
    await applyChange(client, event('a')); // deleted meanwhile
    releaseFirst();
    await edit;
    expect(list()?.map((i) => i.id)).toEqual(['b']);
  });

  it('without an id, or on an error, the whole topic is refetched as before', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(500, { error: 'Bir şeyler ters gitti.' })));
    const { client } = setup();
    await applyChange(client, event('a'));
    expect(client.getQueryState(['movies'])?.isInvalidated).toBe(true);
    const other = setup();
    await applyChange(other.client, event());
    expect(other.client.getQueryState(['movies'])?.isInvalidated).toBe(true);
  });
});
