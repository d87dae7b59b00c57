import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me, Member } from '../../shared/auth';
import { api } from './api';

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
  return (me: Me) => client.setQueryData(sessionQuery.queryKey, { me, needsSetup: false });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/auth/logout'),
    onSettled: () => {
      client.clear();
      client.setQueryData(sessionQuery.queryKey, { me: null, needsSetup: false });
    },
  });
}
