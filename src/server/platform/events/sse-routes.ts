import type { FastifyInstance } from 'fastify';
import type { ChangeEvent } from '../../../shared/events';
import { memberOf } from '../auth/auth-plugin';
import { sessionExists } from '../auth/sessions';

/**
 * `GET /api/events`: a Server-Sent Events stream of the member's own space. Heartbeats keep
 * proxies from closing it, and each heartbeat re-checks the session so a logout ends the stream.
 */
export async function eventRoutes(app: FastifyInstance) {
  const open = new Set<(closeConnection?: boolean) => void>();
  let closing = false;
  app.addHook('preClose', async () => {
    // Shutting down: end each stream and its connection (the client reconnects elsewhere).
    closing = true;
    for (const end of open) end(true);
  });

  app.get('/events', async (request, reply) => {
    const member = memberOf(request);
    reply.hijack();
    const res = reply.raw;
    if (closing) {
      // Routed before the shutdown began, still signing in when the streams above were ended:
      // a stream opened now would hold the shutdown open for as long as its client stays.
      res.writeHead(503, { Connection: 'close', 'Retry-After': '3' }).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 3000\n\n');

    const send = (event: ChangeEvent) => {
      if (event.forUserId && event.forUserId !== member.id) return;
      res.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const unsubscribe = app.ctx.bus.subscribe(member.spaceId, send);
    const heartbeat = setInterval(() => {
      void sessionExists(app.ctx.db, member.sessionId, app.ctx.now())
        .then((alive) => (alive ? res.write(': ping\n\n') : end()))
        .catch(() => res.write(': ping\n\n'));
    }, app.ctx.config.sseHeartbeatMs);

    let ended = false;
    function end(closeConnection = false) {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      res.end(closeConnection ? () => res.socket?.destroy() : undefined);
    }
    open.add(end);
    request.raw.on('close', () => end());
    res.write(': connected\n\n');
  });
}

/** Tells every member of a space that `topic` changed. */
export function publishChange(
  app: FastifyInstance,
  spaceId: string,
  topic: ChangeEvent['topic'],
  actorId: string | null,
  forUserId?: string,
  id?: string,
) {
  const event: ChangeEvent = { type: 'change', topic, actorId, ...(forUserId ? { forUserId } : {}), ...(id ? { id } : {}) };
  return app.ctx.bus.publish(spaceId, event).catch((err) => app.log.error({ err }, 'event publish failed'));
}
