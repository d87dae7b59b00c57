import type { FastifyInstance } from 'fastify';
import type { ChangeEvent } from '../../../shared/events';
import { memberOf } from '../auth/auth-plugin';
import { idleCutoff, liveSessions } from '../auth/sessions';
import { currentOrigin } from './origin';

type End = (closeConnection?: boolean, reconnectAfterMs?: number) => void;
interface OpenStream {
  memberId: string;
  sessionId: string;
  end: End;
  ping: () => void;
}

/**
 * `GET /api/events`: a Server-Sent Events stream of the member's own space. Heartbeats keep
 * proxies from closing it. A stream ends the moment its session does (auth/end-sessions.ts
 * publishes it to every instance); each heartbeat re-checks the sessions as a backstop. A member
 * has at most SSE_MAX_PER_MEMBER streams on one instance: the oldest is closed for a new one.
 */
export async function eventRoutes(app: FastifyInstance) {
  /** In opening order: the first of a member's is their oldest. */
  const open = new Set<OpenStream>();
  let closing = false;
  app.addHook('preClose', async () => {
    // Shutting down: end each stream and its connection (the client reconnects elsewhere).
    closing = true;
    for (const s of open) s.end(true);
  });
  const stopListening = app.ctx.bus.onSessionsEnded((ids) => {
    const ended = new Set(ids);
    for (const s of open) if (ended.has(s.sessionId)) s.end(true);
  });
  // One heartbeat for every stream of this instance: one query asks which of their sessions still
  // live (not one query per stream: 2,000 streams were 80 queries a second), the others end.
  const heartbeat = setInterval(() => void beat(), app.ctx.config.sseHeartbeatMs);
  heartbeat.unref();
  async function beat() {
    const streams = [...open];
    if (streams.length === 0) return;
    let alive: Set<string>;
    try {
      const now = app.ctx.now();
      alive = await liveSessions(app.ctx.db, [...new Set(streams.map((s) => s.sessionId))], now, idleCutoff(now, app.ctx.config.sessionIdleDays));
    } catch {
      alive = new Set(streams.map((s) => s.sessionId)); // the database is away: keep the streams, ping
    }
    for (const s of streams) {
      if (alive.has(s.sessionId)) s.ping();
      else s.end();
    }
  }
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    stopListening();
  });
  /** Makes room for one more of this member's streams by closing their oldest. */
  const makeRoom = (memberId: string) => {
    const mine = [...open].filter((s) => s.memberId === memberId);
    // The closed one's browser waits a minute before asking again, so a sixth tab does not
    // bounce the others every three seconds; it reads everything afresh when it reconnects.
    for (const s of mine.slice(0, Math.max(0, mine.length - app.ctx.config.sseMaxPerMember + 1))) s.end(false, 60_000);
  };

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
    makeRoom(member.id);

    const send = (event: ChangeEvent) => {
      if (event.forUserId && event.forUserId !== member.id) return;
      res.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const unsubscribe = app.ctx.bus.subscribe(member.spaceId, send);

    let ended = false;
    const stream: OpenStream = { memberId: member.id, sessionId: member.sessionId, end, ping: () => res.write(': ping\n\n') };
    function end(closeConnection = false, reconnectAfterMs?: number) {
      if (ended) return;
      ended = true;
      unsubscribe();
      open.delete(stream);
      if (reconnectAfterMs) res.write(`retry: ${reconnectAfterMs}\n\n`);
      res.end(closeConnection ? () => res.socket?.destroy() : undefined);
    }
    open.add(stream);
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
  const origin = currentOrigin();
  const event: ChangeEvent = {
    type: 'change',
    topic,
    actorId,
    ...(forUserId ? { forUserId } : {}),
    ...(id ? { id } : {}),
    ...(origin?.clientId ? { clientId: origin.clientId } : {}),
  };
  // Part of a gesture still under way: this instance's caches forget now, the streams hear it once at its end.
  if (origin?.gesture && !forUserId) {
    app.ctx.readCache.invalidate(spaceId, topic);
    app.ctx.gestures.hold(spaceId, origin.gesture.id, event);
    return Promise.resolve();
  }
  return app.ctx.bus.publish(spaceId, event).catch((err) => app.log.error({ err }, 'event publish failed'));
}
