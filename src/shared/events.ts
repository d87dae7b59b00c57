/**
 * What the server pushes over `GET /api/events`. A change event names the topic that changed;
 * the client turns it into query invalidations, so the same shape serves every feature.
 */
export const topics = [
  'profile',
  'space',
  'movies',
  'series',
  'books',
  'quotes',
  'notifications',
  'special-dates',
  'music',
  'places',
  'game',
  'memories',
] as const;
export type Topic = (typeof topics)[number];

export interface ChangeEvent {
  type: 'change';
  topic: Topic;
  /** The member whose action caused it, so a client can tell its own echoes apart. */
  actorId: string | null;
  /** Only for notifications: the member the event is for. Others ignore it. */
  forUserId?: string;
  /**
   * The record that changed, when one did (movies, series, books): the client fetches that one
   * item (a 404 means it is gone) instead of the whole list. Without it, the topic is refetched.
   */
  id?: string;
}
