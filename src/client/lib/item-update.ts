import type { QueryClient } from '@tanstack/react-query';
import type { ChangeEvent, Topic } from '../../shared/events';
import { api, ApiError } from './api';
import { fedBy, invalidateTopic } from './query-client';

/** Lists whose query ['<topic>'] holds every item and whose /api/<topic>/:id gives one. */
const itemTopics: readonly Topic[] = ['movies', 'series', 'books'];
type Item = { id: string };

/** The newest fetch per item: an older answer arriving late must not undo a newer one. */
const latest = new Map<string, number>();
let counter = 0;

/**
 * A change that names its record: only that item is fetched and put into the cached list (a
 * 404 means deleted, a new id goes on top: lists are newest first). Other queries of the topic
 * (counters on the home page) are refetched as before. Anything unusual falls back to refetching
 * the whole topic, which is always correct.
 */
export async function applyChange(client: QueryClient, event: ChangeEvent) {
  const key = [event.topic];
  const id = event.id;
  if (!id || !itemTopics.includes(event.topic) || !client.getQueryData<Item[]>(key) || client.isFetching({ queryKey: key, exact: true })) {
    return invalidateTopic(client, event.topic);
  }
  void client.invalidateQueries({
    predicate: (q) => fedBy(q, event.topic) && !(q.queryKey.length === 1 && q.queryKey[0] === event.topic),
  });
  const ticket = `${event.topic}/${id}`;
  const mine = ++counter;
  latest.set(ticket, mine);
  let item: Item | null;
  try {
    item = (await api.get<{ item: Item }>(`/api/${event.topic}/${encodeURIComponent(id)}`)).item;
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) return invalidateTopic(client, event.topic);
    item = null;
  }
  if (latest.get(ticket) !== mine) return;
  latest.delete(ticket);
  client.setQueryData<Item[]>(key, (old) => {
    if (!old) return old;
    if (!item) return old.filter((i) => i.id !== id);
    return old.some((i) => i.id === id) ? old.map((i) => (i.id === id ? item : i)) : [item, ...old];
  });
}
