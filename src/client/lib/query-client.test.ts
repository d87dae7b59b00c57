import { describe, expect, it } from 'vitest';
import { createQueryClient, invalidateTopic } from './query-client';

describe('invalidateTopic', () => {
  it('invalidates queries keyed by the topic or listing it in meta.topics, and no others', async () => {
    const client = createQueryClient();
    const seed = (key: string[], topics?: ('movies' | 'quotes' | 'profile')[]) =>
      client.getQueryCache().build(client, { queryKey: key, queryFn: async () => 1, meta: topics ? { topics } : undefined });
    const movies = seed(['movies', 'list']);
    const home = seed(['home'], ['movies', 'quotes']);
    const quotes = seed(['quotes']);
    const session = seed(['session'], ['profile']);
    for (const q of [movies, home, quotes, session]) q.setData(1);

    await invalidateTopic(client, 'movies');

    expect(movies.state.isInvalidated).toBe(true);
    expect(home.state.isInvalidated).toBe(true);
    expect(quotes.state.isInvalidated).toBe(false);
    expect(session.state.isInvalidated).toBe(false);
  });
});
