import { z, email, password, displayName, isoDate } from './validation';
import { accountMessages } from './account-words';
import { LANGUAGES, type Language } from './i18n/languages';

/** A new member's language: the page's (its browser's) when sent, else the server reads Accept-Language. */
const newMemberLanguage = z.enum(LANGUAGES).optional().catch(undefined);

export const loginInput = z.object({
  email: z.string({ error: () => accountMessages.auth.loginFailure }).trim().toLowerCase().max(254),
  password: z.string({ error: () => accountMessages.auth.loginFailure }).max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

export const setupInput = z.object({
  name: displayName,
  email,
  password,
  togetherSince: isoDate,
  language: newMemberLanguage,
});
export type SetupInput = z.infer<typeof setupInput>;

/** What a new member sends with an invite: the setup's fields but the couple's day. */
export const inviteAcceptInput = setupInput.omit({ togetherSince: true });
export type InviteAcceptInput = z.infer<typeof inviteAcceptInput>;

/** The signed-in member as every screen sees it. */
export interface Me {
  id: string;
  email: string;
  displayName: string;
  birthday: string | null;
  photoUrl: string | null;
  /** The language the app speaks to this member ('Dil' in /settings). */
  language: Language;
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
