import { QueryClient, type Query } from '@tanstack/react-query';
import type { Topic } from '../../shared/events';

declare module '@tanstack/react-query' {
  interface Register {
    /** `topics`: the live events that make it stale; `restartOnly`: changes only with a server restart. */
    queryMeta: { topics?: Topic[]; restartOnly?: boolean };
  }
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => count < 2 && (error as { status?: number }).status !== 401 && (error as { status?: number }).status !== 404,
        refetchOnWindowFocus: true,
        // Offline, a read still runs once: the service worker may answer it from its cache.
        networkMode: 'offlineFirst',
      },
      // Offline, a write must reach the API client, which refuses it with a message; the default
      // mode would pause it silently until the network returns.
      mutations: { networkMode: 'always' },
    },
  });
}

/** Whether `query` is fed by `topic`: its key starts with it, or it lists it in meta.topics. */
export const fedBy = (query: Query, topic: Topic) => query.queryKey[0] === topic || Boolean(query.meta?.topics?.includes(topic));

/** Invalidates every query fed by `topic`. */
export function invalidateTopic(client: QueryClient, topic: Topic) {
  return client.invalidateQueries({ predicate: (query) => fedBy(query, topic) });
}

/** Marks every query fed by `topic` stale without reading any again now (an own echo: lib/live-events.ts). */
export function markTopicStale(client: QueryClient, topic: Topic) {
  return client.invalidateQueries({ predicate: (query) => fedBy(query, topic), refetchType: 'none' });
}
