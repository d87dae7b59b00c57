import { useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from './router';
import type { Me, Member } from '../../shared/auth';
import { toast } from './toast';
import { api, ApiError, OfflineError } from './api';
import { messages } from '../../shared/messages';
import { clearApiCaches } from './offline';
import { clearShares } from './share-stash';

export interface SessionState {
  me: Me | null;
  needsSetup: boolean;
}

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api.get<SessionState>('/api/session'),
  meta: { topics: ['profile', 'space'] },
  staleTime: 60_000,
});

export const membersQuery = queryOptions({
  queryKey: ['members'],
  queryFn: async () => (await api.get<{ members: Member[] }>('/api/space/members')).members,
  meta: { topics: ['profile', 'space'] },
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** The signed-in member. Only for screens behind the sign-in guard. */
export function useMe(): Me {
  const { data } = useQuery(sessionQuery);
  if (!data?.me) throw new Error('useMe() outside a signed-in screen');
  return data.me;
}

/**
 * The signed-in member's id, read once without watching the session (decision 020, amended
 * 2026-11-27): every card of a long list asks for it, and an id does not change while signed in,
 * so a card need not carry a subscription of its own to the session.
 */
export function useMeId(): string {
  const client = useQueryClient();
  const [id] = useState(() => client.getQueryData(sessionQuery.queryKey)?.me?.id);
  if (!id) throw new Error('useMeId() outside a signed-in screen');
  return id;
}

export function useMembers() {
  return useQuery(membersQuery);
}

/** Puts a fresh member into the session cache after login, setup or joining. */
export function useSetSignedIn() {
  const client = useQueryClient();
  return (me: Me) => {
    // A copy of someone else's lists must never show for this member.
    void clearApiCaches();
    client.setQueryData(sessionQuery.queryKey, { me, needsSetup: false });
  };
}

/**
 * What a sign-out leaves on this device: no copies of the API (two people may share a phone, so
 * the worker's answers and photos go too, and anything shared into the app), nothing in the query
 * cache (the app persists none elsewhere), the session known to be signed out.
 */
export async function forgetSignedInCopies(client: QueryClient) {
  await Promise.all([clearApiCaches(), clearShares()]);
  client.clear();
  client.setQueryData(sessionQuery.queryKey, { me: null, needsSetup: false });
}

/**
 * After a logout or 'Tüm cihazlardan çıkış yap' on this device: forget, then the login page.
 */
export function useSignedOutHere() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await forgetSignedInCopies(client);
    navigate('/login', { replace: true });
  };
}

/**
 * Signed out from elsewhere ('Tüm cihazlardan çıkış yap' on another device, a password change, the
 * operator, an idle session's end): whenever the session read from the server goes from a member
 * to nobody, this device forgets what it kept as a logout does (issue 33: the cached lists and
 * photos stayed readable offline). The guards then lead to /login, which continues where the page
 * was. Returns the unsubscribe.
 */
export function forgetWhenSignedOut(client: QueryClient) {
  let signedIn = Boolean(client.getQueryData<SessionState>(sessionQuery.queryKey)?.me);
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryKey[0] !== sessionQuery.queryKey[0]) return;
    const me = (event.action.data as SessionState | undefined)?.me;
    const was = signedIn;
    signedIn = Boolean(me);
    // Only an answer of the server counts: this device's own logout and sign-in set the session
    // by hand (`manual`) and forget on their own.
    if (was && !me && !event.action.manual) void forgetSignedInCopies(client);
  });
}

/** Signs out and goes to /login; offline, or when the server fails, it says so and stays. */
export function useLogout() {
  const signedOut = useSignedOutHere();
  return useMutation({
    mutationFn: () => api.post('/api/auth/logout'),
    onSettled: async (_data, error) => {
      // Offline the server never heard of it: the cookie would still sign this phone in, so say
      // so instead of pretending.
      if (error instanceof OfflineError) {
        toast.error(error.message);
        return;
      }
      // Online but refused or unanswered (a 401 means it is over already): the session may live
      // on, so this device must not look signed out. Logged for whoever looks at the console;
      // the server logged its side (logout_failed).
      if (error && !(error instanceof ApiError && error.status === 401)) {
        console.error('logout failed', error);
        toast.error(messages.auth.logoutFailed);
        return;
      }
      await signedOut();
    },
  });
}
