import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple } from '../../testing/fixtures';

describe('app smoke', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers health and session', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
    const couple = await createCouple(app);
    const res = await couple.owner.api({ url: '/api/session' });
    expect(res.json().me.displayName).toBe('Ayşe');
  });
});
