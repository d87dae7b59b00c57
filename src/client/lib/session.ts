import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from './router';
import type { Me, Member } from '../../shared/auth';
import { toast } from './toast';
import { api, OfflineError } from './api';
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
 * the worker's go too), no cached data, the login page. After a logout or 'Tüm cihazlardan çıkış yap'.
 */
export function useSignedOutHere() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await Promise.all([clearApiCaches(), clearShares()]);
    client.clear();
    client.setQueryData(sessionQuery.queryKey, { me: null, needsSetup: false });
    navigate('/login', { replace: true });
  };
}

/** Signs out and goes to /login; offline it says so and stays (the server never heard of it). */
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
      await signedOut();
    },
  });
}
