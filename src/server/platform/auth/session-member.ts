/** The signed-in member a request carries (request.member), as the session cache holds it. */
export interface SessionMember {
  id: string;
  spaceId: string;
  email: string;
  displayName: string;
  sessionId: string;
}
