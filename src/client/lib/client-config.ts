import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '../../shared/client-config';
import { api } from './api';

/** The server's outside addresses (map tiles, YouTube player); they change only with a restart. */
export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: () => api.get<ClientConfig>('/api/client-config'),
  staleTime: Infinity,
  // Not read again when the live stream opens (live-events.ts): no event can change it.
  meta: { restartOnly: true },
});

export const useClientConfig = () => useQuery(clientConfigQuery);
