import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { NotificationPreferences, PushDevice } from '../../../shared/push-words';

/** 'Bildirimler': the member's push preferences and devices (decision 016). */
export const pushPreferencesQuery = queryOptions({
  queryKey: ['push-preferences'],
  queryFn: () => api.get<NotificationPreferences>('/api/push/preferences'),
});

/** `endpoint` marks this browser's own device in the list. */
export const pushDevicesQuery = (endpoint: string | null) =>
  queryOptions({
    queryKey: ['push-devices', endpoint],
    queryFn: async () =>
      (await api.get<{ devices: PushDevice[] }>(`/api/push/devices${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ''}`)).devices,
  });

export const savePushPreferences = (prefs: NotificationPreferences) => api.put<NotificationPreferences>('/api/push/preferences', prefs);
export const removePushDevice = (id: string) => api.delete<{ ok: true }>(`/api/push/devices/${id}`);
export const sendTestPush = (endpoint: string) => api.post<{ ok: true }>('/api/push/test', { endpoint });
