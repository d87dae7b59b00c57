import { wishMessages as wm } from '../../../shared/wishes-words';
import { ikimizRules } from '../../../shared/ikimiz-rule-words';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Topic } from '../../../shared/events';
import { memberRatingInput, type RatedKind, type WishKind } from '../../../shared/ikimiz';
import { memberOf } from '../../platform/auth/auth-plugin';
import type { SessionMember } from '../../platform/context';
import { publishChange } from '../../platform/events/sse-routes';
import { badRequest, notFound } from '../../platform/http-errors';
import { parse, parseId } from '../../platform/validate';
import { notifyPartner, notifySpace } from '../notifications/notify';
import { ITEM_KINDS } from './item-kinds';
import { setMemberRating } from './member-ratings';
import { changeWish, clearWishes } from './wishes';

/**
 * İkimiz's routes on one kind of item (issue 34). Unlike the item's own fields, these are open to
 * both members: each sets only their own rating and note, their own wish; 'Bunu izleyelim' starts
 * a film or series whoever added it. Another space's item is 404, like every record.
 */
export interface IkimizRoutes<Item> {
  kind: RatedKind;
  /** '/movies' */
  path: string;
  topic: Topic;
  /** The item as it leaves the server (404 when it is not in the space). */
  presentById: (spaceId: string, id: string) => Promise<Item>;
  /** The Turkish refusal when this item takes no rating yet (a 'Gideceğiz' place), else null. */
  notRateable?: (item: Item) => string | null;
}

const idOf = (request: { params: unknown }) => parseId((request.params as { id?: unknown }).id);

/** The item's status (or null for a place, which has none), or 404 outside the member's space. */
async function statusOf(app: FastifyInstance, kind: RatedKind, spaceId: string, id: string): Promise<string | null> {
  const { table } = ITEM_KINDS[kind];
  const [row] = await app.ctx.db
    .select({ id: table.id, ...('status' in table ? { status: table.status } : {}) })
    .from(table)
    .where(and(eq(table.spaceId, spaceId), eq(table.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return (row as { status?: string }).status ?? null;
}

/** `PUT <path>/:id/rating`: the member's own rating and note ('Puan ver' → 'Kaydet'), only where a rating shows. */
export function registerRatingRoute<Item>(app: FastifyInstance, spec: IkimizRoutes<Item>) {
  const { kind, path, topic } = spec;
  const { completed } = ITEM_KINDS[kind];
  app.put(`${path}/:id/rating`, async (request) => {
    const member = memberOf(request);
    const id = idOf(request);
    const status = await statusOf(app, kind, member.spaceId, id);
    if (completed && status !== completed) throw badRequest(ikimizRules.ratingOnlyWhen(completed));
    const { rating, note } = parse(memberRatingInput, request.body);
    const refusal = spec.notRateable?.(await spec.presentById(member.spaceId, id));
    if (refusal) throw badRequest(refusal);
    await setMemberRating(app.ctx.db, { spaceId: member.spaceId, memberId: member.id, kind, itemId: id, rating, note, now: app.ctx.now() });
    const item = await spec.presentById(member.spaceId, id);
    await publishChange(app, member.spaceId, topic, member.id, undefined, id);
    return { item };
  });
}

/**
 * `PUT` / `DELETE <path>/:id/wish`: 'İstiyorum'. A lone wish tells nobody but the member's own
 * tabs (an event only for them); a wish that makes or breaks a match changes both members' list,
 * and a new match notifies both: 'Eşleşme! İkiniz de ‹başlık› istiyorsunuz.'
 */
export function registerWishRoutes<Item>(app: FastifyInstance, spec: IkimizRoutes<Item> & { kind: WishKind }) {
  const { kind, path, topic } = spec;
  const wish = (on: boolean) => async (request: FastifyRequest) => {
    const member = memberOf(request);
    const id = idOf(request);
    const change = await changeWish(app.ctx.db, { spaceId: member.spaceId, memberId: member.id, kind, itemId: id, on, now: app.ctx.now() });
    await publishChange(app, member.spaceId, 'wishes', member.id, member.id);
    if (change.matchChanged) await publishChange(app, member.spaceId, topic, member.id, undefined, id);
    if (change.matchChanged && change.matched) await notifyMatch(app, member, change.title, path, id);
    return { item: await spec.presentById(member.spaceId, id), wished: on };
  };
  app.put(`${path}/:id/wish`, wish(true));
  app.delete(`${path}/:id/wish`, wish(false));
}

async function notifyMatch(app: FastifyInstance, member: SessionMember, title: string, path: string, id: string) {
  await notifySpace(app, member.spaceId, {
    text: () => ({ title: ikimizRules.matchTitle, message: ikimizRules.matchMessage(title) }),
    type: 'success',
    push: { kind: 'ikimiz', url: `${path}?raf=ikimiz`, tag: `match:${id}` },
  });
}

/**
 * `POST <path>/:id/tonight`: 'Bunu izleyelim' from 'Bu akşam ne izlesek?': the film becomes
 * İzleniyor, the series Devam Ediyor, whoever added it (only from its to-watch status; nothing
 * else of the item changes), its wishes are fulfilled, and the partner is told.
 */
export function registerTonightRoute<Item>(app: FastifyInstance, spec: IkimizRoutes<Item> & { kind: 'movies' | 'series' }) {
  const { kind, path, topic } = spec;
  const { table, toWatch, watching } = ITEM_KINDS[kind];
  app.post(`${path}/:id/tonight`, async (request) => {
    const member = memberOf(request);
    const id = idOf(request);
    const now = app.ctx.now();
    const title = await app.ctx.db.transaction(async (tx) => {
      const [row] = await tx.select({ title: table.title, status: table.status }).from(table).where(and(eq(table.spaceId, member.spaceId), eq(table.id, id))).for('update');
      if (!row) throw notFound();
      if (row.status !== toWatch) throw badRequest(ikimizRules.tonightOnlyWhen(toWatch));
      await tx.update(table).set({ status: watching, updatedAt: now }).where(eq(table.id, id));
      await clearWishes(tx as never, kind, id);
      return row.title;
    });
    const item = await spec.presentById(member.spaceId, id);
    // Both members' wishes of it went with its status: their wish lists follow this list's event.
    await publishChange(app, member.spaceId, topic, member.id, undefined, id);
    await notifyPartner(app, member, {
      text: () => ({ title: wm.tonightTitle, message: ikimizRules.tonightNotification(member.displayName, title) }),
      push: { kind: 'ikimiz', url: path, tag: `tonight:${member.spaceId}` },
    });
    return { item };
  });
}
