import type { CreatedInvite, Me } from '../../../shared/auth';
import type { LastBackupAnswer } from '../../../shared/backup';
import type { ListImportPreview, ListImportResult } from '../../../shared/list-import';
import type { DeviceSession, PasswordChangeInput } from '../../../shared/account-security';
import type { ProfileInput, SpaceInput, SpecialDate, SpecialDateInput, SpecialDatePatch } from '../../../shared/settings';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The running server's version (GET /api/health), for the page's footer; never refetched while open. */
export const versionQuery = queryOptions({
  queryKey: ['health'],
  queryFn: async () => (await api.get<{ version: string }>('/api/health')).version,
  staleTime: Infinity,
});

export const updateProfile = (input: ProfileInput) => api.patch<{ me: Me }>('/api/settings/profile', input);
export const createInvite = () => api.post<CreatedInvite>('/api/invites');

export const uploadProfilePhoto = (file: File) => {
  const form = new FormData();
  form.append('photo', file, file.name);
  return api.upload<{ me: Me }>('/api/settings/profile/photo', form);
};
export const removeProfilePhoto = () => api.delete<{ me: Me }>('/api/settings/profile/photo');

export const updateSpace = (input: SpaceInput) => api.patch<{ me: Me }>('/api/settings/space', input);

/** 'Özel Günler'; the 'special-dates' topic refreshes it (a partner's change, a birthday). */
export const specialDatesQuery = queryOptions({
  queryKey: ['special-dates'],
  queryFn: async () => (await api.get<{ specialDates: SpecialDate[] }>('/api/settings/special-dates')).specialDates,
  meta: { topics: ['profile'] },
});
export const addSpecialDate = (input: SpecialDateInput) => api.post<{ specialDate: SpecialDate }>('/api/settings/special-dates', input);
export const patchSpecialDate = (id: string, input: SpecialDatePatch) =>
  api.patch<{ specialDate: SpecialDate }>(`/api/settings/special-dates/${id}`, input);
export const deleteSpecialDate = (id: string) => api.delete<{ ok: true }>(`/api/settings/special-dates/${id}`);

/** 'İçe aktar': the same file goes to the preview, then (after the member confirms) to the apply. */
const listImportForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};
export const previewListImport = (file: File) =>
  api.upload<{ preview: ListImportPreview }>('/api/transfer/list-import/preview', listImportForm(file));
export const applyListImport = (file: File) =>
  api.upload<{ result: ListImportResult }>('/api/transfer/list-import/apply', listImportForm(file));

/** 'Şifreyi değiştir': the member's other devices are signed out, this one stays. */
export const changePassword = (input: PasswordChangeInput) => api.post<{ ok: true; endedSessions: number }>('/api/account/password', input);

/** 'Oturumlar': the member's own signed-in devices, this one first. */
export const deviceSessionsQuery = queryOptions({
  queryKey: ['account-sessions'],
  queryFn: async () => (await api.get<{ sessions: DeviceSession[] }>('/api/account/sessions')).sessions,
});
export const signOutDevice = (id: string) => api.delete<{ ok: true }>(`/api/account/sessions/${id}`);
export const signOutEverywhere = () => api.delete<{ ok: true }>('/api/account/sessions');

/** 'Son yedek: …', shown only when the server holds this space alone (the answer says so). */
export const lastBackupQuery = queryOptions({
  queryKey: ['backup-last'],
  queryFn: () => api.get<LastBackupAnswer>('/api/backup/last'),
  staleTime: 60_000,
});
