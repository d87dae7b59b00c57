import type { InviteAcceptInput, InviteInfo, LoginInput, Me, SetupInput } from '../../../shared/auth';
import { api } from '../../lib/api';

export const login = (input: LoginInput) => api.post<{ me: Me }>('/api/auth/login', input);
export const setup = (input: SetupInput) => api.post<{ me: Me }>('/api/setup', input);
export const inviteInfo = (token: string) => api.get<InviteInfo>(`/api/invites/${encodeURIComponent(token)}`);
export const acceptInvite = (token: string, input: InviteAcceptInput) =>
  api.post<{ me: Me }>(`/api/invites/${encodeURIComponent(token)}/accept`, input);
