import { QueryClient } from '@tanstack/react-query';
import type { Topic } from '../../shared/events';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { topics?: Topic[] };
  }
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => count < 2 && (error as { status?: number }).status !== 401 && (error as { status?: number }).status !== 404,
        refetchOnWindowFocus: true,
      },
    },
  });
}

/** Invalidates every query fed by `topic`: keys that start with it, or that list it in meta.topics. */
export function invalidateTopic(client: QueryClient, topic: Topic) {
  return client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === topic || Boolean(query.meta?.topics?.includes(topic)),
  });
}
