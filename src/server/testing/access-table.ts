import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { createSession, SESSION_COOKIE } from '../platform/auth/sessions';
import type { Couple } from './fixtures';

/**
 * The access table: every /api route × four actors, with the status each must get.
 *
 * Each feature lists its routes in `src/server/testing/access-cases/<feature>.ts`:
 *
 * ```ts
 * import { defineAccessCases, sameSpace } from '../../testing/access-table';
 * export const accessCases = defineAccessCases([
 *   {
 *     method: 'GET',
 *     route: '/api/quotes/:id',              // exactly as registered (see app.routeList)
 *     setup: async ({ couple }) => {          // runs afresh for every actor
 *       const res = await couple.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'x' } });
 *       return { url: `/api/quotes/${res.json().quote.id}` };
 *     },
 *     expect: sameSpace(200),                 // owner 200, partner 200, other couple 404, anonymous 401
 *   },
 * ]);
 * ```
 *
 * src/server/access.int.test.ts picks the file up by its name, runs every case for every actor
 * (each with a fresh session, so a logout case cannot break the next one), and fails when a
 * registered route has no case.
 */
export type Actor = 'owner' | 'partner' | 'other' | 'anonymous';
export const actors: readonly Actor[] = ['owner', 'partner', 'other', 'anonymous'];

/** What a case's setup receives: the app, the couple whose records are at stake, and another couple. */
export interface AccessWorld {
  app: FastifyInstance;
  couple: Couple;
  other: Couple;
}

export interface PreparedRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface AccessCase {
  method: Exclude<HTTPMethods, 'HEAD' | 'OPTIONS'> | Uppercase<string>;
  /** The route pattern as registered, e.g. '/api/quotes/:id'. */
  route: string;
  /** Shown in the test name when one route has several cases. */
  name?: string;
  /** Creates what the request needs (as the owner) and returns its URL and body. Default: `{ url: route }`. */
  setup?: (world: AccessWorld) => Promise<PreparedRequest> | PreparedRequest;
  /** Body when there is no setup. */
  payload?: unknown;
  expect: Record<Actor, number>;
  /** Extra assertions on the answer, e.g. that another couple's list holds none of the couple's records. */
  check?: (args: {
    res: LightMyRequestResponse;
    actor: Actor;
    world: AccessWorld;
    prepared: PreparedRequest;
  }) => void | Promise<void>;
}

export const defineAccessCases = (cases: AccessCase[]) => cases;

/** The usual shape: the couple may, another couple finds nothing, a visitor must sign in. */
export const sameSpace = (status: number, otherStatus = 404): Record<Actor, number> => ({
  owner: status,
  partner: status,
  other: otherStatus,
  anonymous: 401,
});

/** Routes about the actor's own space with no record id: every member gets `status` for their own. */
export const ownSpace = (status: number): Record<Actor, number> => ({
  owner: status,
  partner: status,
  other: status,
  anonymous: 401,
});

/** Public routes: the same answer for everyone. */
export const everyone = (status: number): Record<Actor, number> => ({
  owner: status,
  partner: status,
  other: status,
  anonymous: status,
});

/** Owner-only rules: the owner may, the partner gets 403, another couple 404. */
export const ownerOnly = (status: number): Record<Actor, number> => ({
  owner: status,
  partner: 403,
  other: 404,
  anonymous: 401,
});

export const caseLabel = (c: AccessCase) => `${c.method} ${c.route}${c.name ? ` (${c.name})` : ''}`;

/** A fresh session for the actor, so a case that signs out cannot affect the others. */
async function cookieFor(world: AccessWorld, actor: Actor): Promise<string | null> {
  const userId =
    actor === 'owner' ? world.couple.owner.id : actor === 'partner' ? world.couple.partner.id : actor === 'other' ? world.other.owner.id : null;
  if (!userId) return null;
  const { token } = await createSession(world.app.ctx.db, userId, world.app.ctx.now(), 1);
  return `${SESSION_COOKIE}=${token}`;
}

/** Runs one case as one actor; returns the answer (the caller compares the status). */
export async function runAccessCase(world: AccessWorld, c: AccessCase, actor: Actor) {
  const prepared: PreparedRequest = c.setup ? await c.setup(world) : { url: c.route, payload: c.payload };
  const cookie = await cookieFor(world, actor);
  const res = await world.app.inject({
    method: c.method as HTTPMethods,
    url: prepared.url,
    payload: prepared.payload as never,
    headers: { ...(cookie ? { cookie } : {}), ...(prepared.headers ?? {}) },
  });
  return { res, prepared };
}

/** Fills `:params` of a route pattern with values that name nothing (a random UUID, a long token). */
export function fillParams(route: string): string {
  return route.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    /token/i.test(name) ? 'x'.repeat(43) : crypto.randomUUID(),
  );
}
