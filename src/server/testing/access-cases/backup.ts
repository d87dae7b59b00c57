import { expect } from 'vitest';
import { defineAccessCases, ownSpace } from '../access-table';

/**
 * 'Son yedek' needs a session; on the access table's server (two couples) no member sees it,
 * since the server holds someone else's space too.
 */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/backup/last',
    setup: async () => ({ url: '/api/backup/last' }),
    expect: ownSpace(200),
    check: async ({ res, actor }) => {
      if (actor === 'anonymous') return;
      expect(res.json()).toEqual({ visible: false, lastBackup: null });
    },
  },
]);
