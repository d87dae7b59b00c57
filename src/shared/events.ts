import { sharedFeatures, type SharedFeature } from './features';

/**
 * What the server pushes over `GET /api/events`. A change event names the topic that changed;
 * the client turns it into query invalidations, so the same shape serves every feature.
 */
export const topics = sharedFeatures.flatMap((f) => f.topics) as readonly Topic[];
/** Each feature's topics, from its manifest (src/shared/features/<feature>.ts). */
export type Topic = SharedFeature['topics'][number];

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
