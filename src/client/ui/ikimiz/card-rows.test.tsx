// @vitest-environment happy-dom
import { Profiler, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyWishes } from '../../../shared/ikimiz-words';
import { sessionQuery } from '../../lib/session';
import { myWishesQuery } from './api';
import { RatingRow } from './RatingRow';
import { WishButton } from './WishButton';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * A list draws up to 60 of these rows at once (decision 009) and a year of data has a thousand
 * titles: each row's cost counts (decision 020, amended 2026-11-27). What a person sees stays the
 * same; these hold the rows to no session watch of their own and to drawing again only for their own wish.
 */
function signedIn(wishes: MyWishes) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(sessionQuery.queryKey, { me: { id: 'ayla' } as never, needsSetup: false });
  client.setQueryData(myWishesQuery.queryKey, wishes);
  const wrap = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;
  return { client, wrap };
}

const ratings = [
  { memberId: 'ayla', displayName: 'Ayla', rating: 9, note: '' },
  { memberId: 'berk', displayName: 'Berk', rating: null, note: '' },
];

describe("a card's İkimiz row", () => {
  it("offers 'Puanınızı değiştirin' to the member who rated, without each row watching the session", () => {
    const { client, wrap } = signedIn({ movies: [], series: [], books: [] });
    render(wrap(['a', 'b', 'c'].map((id) => <RatingRow key={id} kind="movies" item={{ id, title: id, ratings }} />)));
    expect(screen.getAllByRole('button', { name: 'Puanınızı değiştirin' })).toHaveLength(3);
    expect(screen.getAllByTestId('rating-line')[0].textContent).toBe('Ayla 9 · Berk —');
    expect(client.getQueryCache().find({ queryKey: sessionQuery.queryKey })?.getObserversCount()).toBe(0);
  });

  it("draws a wish button again only when its own item's wish changes", async () => {
    const { client, wrap } = signedIn({ movies: ['a'], series: [], books: [] });
    const commits: string[] = [];
    render(
      wrap(
        ['a', 'b', 'c'].map((id) => (
          <Profiler key={id} id={id} onRender={(which) => commits.push(which)}>
            <WishButton kind="movies" id={id} />
          </Profiler>
        )),
      ),
    );
    const pressed = () => screen.getAllByRole('button', { name: 'İstiyorum' }).map((b) => b.getAttribute('aria-pressed'));
    expect(pressed()).toEqual(['true', 'false', 'false']);
    commits.length = 0;
    client.setQueryData(myWishesQuery.queryKey, { movies: ['a', 'b'], series: [], books: [] });
    await waitFor(() => expect(pressed()).toEqual(['true', 'true', 'false']));
    expect(commits).toEqual(['b']);
  });

  it("stays pressed when a read of the wishes that left before the press comes back after it (the live stream's first refetch)", async () => {
    const { client, wrap } = signedIn({ movies: [], series: [], books: [] });
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    const stale: ((r: Response) => void)[] = [];
    const saved: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          saved.push(url);
          return Promise.resolve(json({ item: { id: 'a', matched: false } }));
        }
        // The first read is held back (it left before the press); a read after the save sees it.
        if (!stale.length) return new Promise<Response>((resolve) => stale.push(resolve));
        return Promise.resolve(json({ wishes: { movies: saved.length ? ['a'] : [], series: [], books: [] } }));
      }),
    );
    render(wrap(<WishButton kind="movies" id="a" />));
    void client.invalidateQueries({ queryKey: myWishesQuery.queryKey });
    await waitFor(() => expect(stale).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'İstiyorum' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    stale[0](json({ wishes: { movies: [], series: [], books: [] } }));
    await waitFor(() => expect(client.isFetching({ queryKey: myWishesQuery.queryKey })).toBe(0));
    expect(screen.getByRole('button', { name: 'İstiyorum' }).getAttribute('aria-pressed')).toBe('true');
  });
});
