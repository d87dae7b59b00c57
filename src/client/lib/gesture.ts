import { GESTURE_HEADER } from '../../shared/events';
import { randomToken } from './client-id';

/**
 * One act made of `requests` requests (a memory, then its photo removals and uploads): each call of
 * `next()` gives the headers of the next request, the last one marked as the end. The server holds
 * the live events of the act until its last request is answered and sends them as one.
 */
export function gesture(requests: number) {
  const id = randomToken();
  let sent = 0;
  return {
    next(): Record<string, string> {
      if (requests <= 1) return {};
      sent += 1;
      return { [GESTURE_HEADER]: sent >= requests ? `${id};end` : id };
    },
  };
}
