import type { Language } from '../../../shared/i18n/languages';

/** The signed-in member a request carries (request.member), as the session cache holds it. */
export interface SessionMember {
  id: string;
  spaceId: string;
  email: string;
  displayName: string;
  /**
   * What the server answers them in (platform/language.ts). Always set by a session lookup; a
   * member made by hand without it reads as the default language.
   */
  language?: Language;
  sessionId: string;
}
