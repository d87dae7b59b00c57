// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { forgetWhenSignedOut, sessionQuery, type SessionState } from './session';

/** Issue 33: a session ended from elsewhere leaves nothing of the member's on this device. */
const member = { id: 'm1', email: 'a@example.com', displayName: 'Ayşe' } as unknown as NonNullable<SessionState['me']>;
const answer = (client: QueryClient, state: SessionState) => client.fetchQuery({ queryKey: sessionQuery.queryKey, queryFn: async () => state, staleTime: 0 });

function signedInClient() {
  const client = new QueryClient();
  client.setQueryData(sessionQuery.queryKey, { me: member, needsSetup: false });
  client.setQueryData(['movies'], [{ id: 1, title: 'Bizim film' }]);
  return client;
}

describe('forgetWhenSignedOut', () => {
  it('the server saying nobody is signed in any more clears every cached answer and the worker’s copies', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => (deleted.push(name), true) });
    const client = signedInClient();
    const stop = forgetWhenSignedOut(client);
    await answer(client, { me: null, needsSetup: false });
    await vi.waitFor(() => expect(client.getQueryData(['movies'])).toBeUndefined());
    expect(client.getQueryData(sessionQuery.queryKey)).toEqual({ me: null, needsSetup: false });
    expect(deleted).toEqual(expect.arrayContaining(['api-lists', 'api-photos', 'share-inbox']));
    stop();
    vi.unstubAllGlobals();
  });

  it('the same member read again keeps everything; a page that was never signed in has nothing to forget', async () => {
    const client = signedInClient();
    const stop = forgetWhenSignedOut(client);
    await answer(client, { me: member, needsSetup: false });
    expect(client.getQueryData(['movies'])).toHaveLength(1);
    stop();

    const visitor = new QueryClient();
    visitor.setQueryData(['client-config'], { x: 1 });
    const stopVisitor = forgetWhenSignedOut(visitor);
    await answer(visitor, { me: null, needsSetup: false });
    expect(visitor.getQueryData(['client-config'])).toEqual({ x: 1 });
    stopVisitor();
  });

  it('this device’s own sign-out (set by hand) is left to the logout, which forgets by itself', async () => {
    const client = signedInClient();
    const stop = forgetWhenSignedOut(client);
    client.setQueryData(sessionQuery.queryKey, { me: null, needsSetup: false });
    await Promise.resolve();
    expect(client.getQueryData(['movies'])).toHaveLength(1);
    stop();
  });
});
