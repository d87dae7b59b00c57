import type { FastifyInstance } from 'fastify';
import { quoteInput, quoteNotificationMessage, quotesMessages as qm } from '../../../shared/quotes';
import { memberOf } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { ownerGuard } from '../../platform/owned-records';
import { parse } from '../../platform/validate';
import { notifyPartner } from '../notifications/notify';
import { findQuote, listQuotes, quotesRepo } from './repo';
import { ensureRoom } from '../../platform/space-limits';

/** Quotes (Alıntılar): shared by the couple; only the member who added one edits or deletes it. */
export async function quoteRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** The quote of the member's space, or 404; 403 when it is the partner's. */
  const ownQuote = ownerGuard((member, id) => findQuote(db, member.spaceId, id), (q) => q.addedBy?.id);

  app.get('/quotes', async (request) => {
    const member = memberOf(request);
    return { quotes: await listQuotes(db, member.spaceId) };
  });

  app.post('/quotes', async (request, reply) => {
    const member = memberOf(request);
    const input = parse(quoteInput, request.body);
    await ensureRoom(db, app.ctx.config.spaceLimits, member.spaceId, { rows: 1 });
    const id = await quotesRepo.insert(db, member.spaceId, member.id, input, app.ctx.now());
    void publishChange(app, member.spaceId, 'quotes', member.id);
    await notifyPartner(app, member, {
      text: () => ({ title: qm.notificationTitle, message: quoteNotificationMessage(member.displayName, input.text) }),
      push: { kind: 'quotes', url: '/quotes' },
    });
    return reply.code(201).send({ quote: await findQuote(db, member.spaceId, id) });
  });

  app.put('/quotes/:id', async (request) => {
    const member = memberOf(request);
    const { id } = await ownQuote(member, (request.params as { id: string }).id, qm.onlyOwnerEdit);
    const input = parse(quoteInput, request.body);
    await quotesRepo.update(db, member.spaceId, id, input, app.ctx.now());
    void publishChange(app, member.spaceId, 'quotes', member.id);
    return { quote: await findQuote(db, member.spaceId, id) };
  });

  app.delete('/quotes/:id', async (request) => {
    const member = memberOf(request);
    const { id } = await ownQuote(member, (request.params as { id: string }).id, qm.onlyOwnerDelete);
    await quotesRepo.remove(db, member.spaceId, id);
    void publishChange(app, member.spaceId, 'quotes', member.id);
    return { ok: true };
  });
}
