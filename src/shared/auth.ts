import { z, email, password, displayName, isoDate } from './validation';
import { messages } from './messages';

export const loginInput = z.object({
  email: z.string({ error: messages.auth.loginFailure }).trim().toLowerCase().max(254),
  password: z.string({ error: messages.auth.loginFailure }).max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

export const setupInput = z.object({
  name: displayName,
  email,
  password,
  togetherSince: isoDate,
});
export type SetupInput = z.infer<typeof setupInput>;

export const inviteAcceptInput = z.object({
  name: displayName,
  email,
  password,
});
export type InviteAcceptInput = z.infer<typeof inviteAcceptInput>;

/** The signed-in member as every screen sees it. */
export interface Me {
  id: string;
  email: string;
  displayName: string;
  birthday: string | null;
  photoUrl: string | null;
  space: {
    id: string;
    name: string;
    togetherSince: string;
    timeZone: string;
  };
}

export interface Member {
  id: string;
  displayName: string;
  photoUrl: string | null;
}

export interface InviteInfo {
  valid: true;
  spaceName: string;
  invitedBy: string;
}

export interface CreatedInvite {
  token: string;
  url: string;
  expiresAt: string;
}

export const INVITE_TTL_DAYS = 7;
