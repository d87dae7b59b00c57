import { expect } from 'vitest';
import { defineAccessCases, ownSpace } from '../access-table';

/**
 * The page's outside addresses and the push service's public key: for any signed-in member, and
 * never a secret (the VAPID private key, an API key). The public key is the only key it names.
 */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/client-config',
    expect: ownSpace(200),
    check: ({ res, actor }) => {
      if (actor === 'anonymous') return;
      expect(res.json().map.tileUrl).toContain('{z}');
      const body = res.json() as { push?: { vapidPublicKey?: string } };
      expect(body.push?.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
      expect(res.body.replace(/"vapidPublicKey":"[^"]*"/, '')).not.toMatch(/key|private|secret/i);
    },
  },
]);
