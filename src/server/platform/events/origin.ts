import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_ID_HEADER, GESTURE_HEADER } from '../../../shared/events';

/**
 * Where a change came from, for the events it publishes: the browser tab that asked (its client
 * id, echoed in the event so that tab can ignore its own echo while the member's other devices
 * still update) and the gesture it belongs to (several requests of one act, e.g. a memory and its
 * photos, reach the partner as one event). Both come from request headers the app's API client
 * sends; a value that is not a plain token is ignored.
 */
export interface EventOrigin {
  clientId?: string;
  gesture?: { id: string; end: boolean };
}

const store = new AsyncLocalStorage<EventOrigin>();
const TOKEN = /^[A-Za-z0-9-]{8,64}$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

export function originOf(request: FastifyRequest): EventOrigin {
  const clientId = header(request, CLIENT_ID_HEADER);
  const [gestureId, flag] = (header(request, GESTURE_HEADER) ?? '').split(';');
  return {
    ...(clientId && TOKEN.test(clientId) ? { clientId } : {}),
    ...(gestureId && TOKEN.test(gestureId) ? { gesture: { id: gestureId, end: flag === 'end' } } : {}),
  };
}

/** The origin of the request being handled, if any (a job's events have none). */
export const currentOrigin = (): EventOrigin | undefined => store.getStore();

/**
 * Every route runs inside its request's origin. When a gesture's last request has been answered
 * (whether it succeeded or not), the gesture's held events go out as one.
 */
export function registerEventOrigin(app: FastifyInstance, flushGesture: (gestureId: string) => void) {
  app.addHook('preHandler', (request, _reply, done) => store.run(originOf(request), done));
  app.addHook('onResponse', async (request) => {
    const { gesture } = originOf(request);
    if (gesture?.end) flushGesture(gesture.id);
  });
}
