import type { CreatedInvite, Me } from '../../../shared/auth';
import type { ProfileInput } from '../../../shared/settings';
import { api } from '../../lib/api';

export const updateProfile = (input: ProfileInput) => api.patch<{ me: Me }>('/api/settings/profile', input);
export const createInvite = () => api.post<CreatedInvite>('/api/invites');
