import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestAppOptions } from './test-app';
import { createCouple, type Couple } from './fixtures';

export interface CoupleApp {
  /** The app, built once for the describe block and closed after it. */
  readonly app: FastifyInstance;
  /** A couple of that app, both members signed in (`c.owner.api`, `c.partner.api`). */
  readonly c: Couple;
}

/**
 * The preamble most integration files share: one app (with `options`) and one signed-in couple
 * for the whole describe block, closed after it. Call it inside `describe`; read `t.app` and `t.c`
 * inside the tests (they exist once `beforeAll` has run).
 */
export function useCoupleApp(options: TestAppOptions = {}): CoupleApp {
  let app: FastifyInstance | undefined;
  let c: Couple | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
    c = await createCouple(app);
  });
  afterAll(() => app?.close());
  return {
    get app() {
      if (!app) throw new Error('useCoupleApp: the app is made in beforeAll; read it inside a test or hook');
      return app;
    },
    get c() {
      if (!c) throw new Error('useCoupleApp: the couple is made in beforeAll; read it inside a test or hook');
      return c;
    },
  };
}
