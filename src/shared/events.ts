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
  /** The member whose action caused it (null for the server's own jobs). */
  actorId: string | null;
  /**
   * The browser tab whose request caused it (the CLIENT_ID_HEADER it sent): that tab ignores its
   * own echo, having refreshed what it changed itself; the member's other tabs and devices do not.
   */
  clientId?: string;
  /** Only for notifications: the member the event is for. Others ignore it. */
  forUserId?: string;
  /**
   * The record that changed, when one did (movies, series, books): the client fetches that one
   * item (a 404 means it is gone) instead of the whole list. Without it, the topic is refetched.
   */
  id?: string;
}

/** Sent by the app's API client with every request: a random id per tab, echoed in the events it causes. */
export const CLIENT_ID_HEADER = 'x-defterimiz-client';
/**
 * Sent with each request of a gesture made of several (a memory and its photos): `<id>` on every
 * one, `<id>;end` on the last. The gesture's changes reach the other clients as one event per topic.
 */
export const GESTURE_HEADER = 'x-defterimiz-gesture';
