import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Topic } from '../../../shared/events';
import type { WishKind } from '../../../shared/ikimiz-words';
import { memberOf } from '../../platform/auth/auth-plugin';
import type { SessionMember } from '../../platform/context';
import { publishChange } from '../../platform/events/sse-routes';
import { sendCachedRead } from '../../platform/read-cache';
import { badRequest, notFound } from '../../platform/http-errors';
import { ownerGuard } from '../../platform/owned-records';
import { parse, parseId } from '../../platform/validate';
import { notifyPartner } from '../notifications/notify';
import { ensureRoom } from '../../platform/space-limits';
import type { ListRecord, ListRepo } from './list-repo';
import { registerRatingRoute, registerTonightRoute, registerWishRoutes } from './ikimiz-routes';

export type { ListRecord, ListRepo } from './list-repo';

/**
 * The shape shared by the movies, series and books lists: items of one space, newest first,
 * that only the member who added them may change. Each feature keeps its own name in every
 * layer (its repo.ts, presenter.ts, routes.ts) and hands its table, schema and words to these
 * two helpers instead of copying the same CRUD three times.
 */

export interface ListFeature<Row extends { id: string; addedBy: string | null }, Item, Values extends { title: string }> {
  /** '/movies' */
  path: string;
  topic: Topic;
  /** Its kind for İkimiz: ratings, wishes and (films, series) 'Bunu izleyelim'. */
  kind: WishKind;
  repo: ListRepo<Row, Values>;
  /** The create/replace schema; a PATCH is merged into the stored item and parsed with it too. */
  input: z.ZodType<Values>;
  present(record: ListRecord<Row>): Item;
  messages: { onlyOwnerEdit: string; onlyOwnerDelete: string; notificationTitle: string };
  /** '{ad} yeni bir film ekledi: {başlık}' */
  notification(actorName: string, title: string): string;
}

/**
 * Loads an item of the member's space that the member added: another space's item is 404,
 * the partner's item is 403 with the feature's Turkish message (platform/owned-records.ts).
 */
export async function ownedRecord<Row extends { id: string; addedBy: string | null }>(
  app: FastifyInstance,
  feature: Pick<ListFeature<Row, unknown, { title: string }>, 'repo' | 'messages'>,
  member: SessionMember,
  rawId: unknown,
  action: 'edit' | 'delete',
): Promise<{ id: string; record: ListRecord<Row> }> {
  const own = ownerGuard((m, id) => feature.repo.get(app.ctx.db, m.spaceId, id), (r) => r.row.addedBy);
  const record = await own(member, rawId, action === 'edit' ? feature.messages.onlyOwnerEdit : feature.messages.onlyOwnerDelete);
  return { id: record.row.id, record };
}

/** GET list, POST, PUT/PATCH by id and DELETE by id for one list feature. */
export function registerListRoutes<Row extends { id: string; addedBy: string | null }, Item, Values extends { title: string }>(
  app: FastifyInstance,
  feature: ListFeature<Row, Item, Values>,
) {
  const { path, repo } = feature;
  const presentById = async (spaceId: string, id: string) => {
    const record = await repo.get(app.ctx.db, spaceId, id);
    if (!record) throw notFound();
    return feature.present(record);
  };
  // Names the item, so the partner's page fetches that one instead of the whole list.
  const changed = (member: SessionMember, id: string) => publishChange(app, member.spaceId, feature.topic, member.id, undefined, id);

  // The whole list, the same for both members: kept until the list, a name (profile) or the
  // membership (space) changes; the adder's name is part of each item.
  const deps = [feature.topic, 'profile', 'space'] as const;
  app.get(path, async (request, reply) => {
    const member = memberOf(request);
    return sendCachedRead(app.ctx.readCache, request, reply, { spaceId: member.spaceId, name: path, deps }, async () => ({
      items: (await repo.list(app.ctx.db, member.spaceId)).map(feature.present),
    }));
  });

  // One item, for a live update that names it; another space's item (or a deleted one) is 404.
  app.get(`${path}/:id`, async (request) => {
    const member = memberOf(request);
    return { item: await presentById(member.spaceId, parseId((request.params as { id?: unknown }).id)) };
  });

  app.post(path, async (request, reply) => {
    const member = memberOf(request);
    const values = parse(feature.input, request.body);
    await ensureRoom(app.ctx.db, app.ctx.config.spaceLimits, member.spaceId, { rows: 1 });
    const id = await repo.insert(app.ctx.db, member.spaceId, member.id, values, app.ctx.now());
    const item = await presentById(member.spaceId, id);
    await changed(member, id);
    await notifyPartner(app, member, {
      text: () => ({ title: feature.messages.notificationTitle, message: feature.notification(member.displayName, values.title) }),
      push: { kind: 'lists', url: path, tag: `${feature.topic}:${member.spaceId}` },
    });
    return reply.code(201).send({ item });
  });

  // A PATCH starts from the stored item and the member's own rating and note, as the form would.
  const mergeBase = (record: ListRecord<Row>, memberId: string) => {
    const { ratings: _ratings, matched: _matched, ...item } = feature.present(record) as Record<string, unknown>;
    const own = record.ratings.find((r) => r.memberId === memberId);
    return { ...item, rating: own?.rating ?? null, note: own?.note ?? '' };
  };

  const update = (merge: boolean) => async (request: FastifyRequest) => {
    const member = memberOf(request);
    const { id, record } = await ownedRecord(app, feature, member, (request.params as { id?: unknown }).id, 'edit');
    const body = request.body;
    if (merge && (!body || typeof body !== 'object' || Array.isArray(body))) throw badRequest();
    const values = parse(feature.input, merge ? { ...mergeBase(record, member.id), ...(body as object) } : body);
    await repo.update(app.ctx.db, member.spaceId, id, member.id, values, app.ctx.now());
    const item = await presentById(member.spaceId, id);
    await changed(member, id);
    return { item };
  };
  app.put(`${path}/:id`, update(false));
  app.patch(`${path}/:id`, update(true));

  app.delete(`${path}/:id`, async (request) => {
    const member = memberOf(request);
    const { id } = await ownedRecord(app, feature, member, (request.params as { id?: unknown }).id, 'delete');
    await repo.remove(app.ctx.db, member.spaceId, id);
    await changed(member, id);
    return { ok: true };
  });

  const ikimiz = { kind: feature.kind, path, topic: feature.topic, presentById };
  registerRatingRoute(app, ikimiz);
  registerWishRoutes(app, ikimiz);
  if (feature.kind !== 'books') registerTonightRoute(app, { ...ikimiz, kind: feature.kind });

  return { presentById, changed };
}
