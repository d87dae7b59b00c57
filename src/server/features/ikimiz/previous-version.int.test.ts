import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { createTestApp } from '../../testing/test-app';
import { backupDepsOf } from '../../testing/backup';
import { sessionCookie } from '../../testing/fixtures';
import { as } from '../../testing/test-app';
import { importSpace } from '../transfer/import';
import { restoreBackup } from '../backup/restore';
import { readAll } from '../transfer/zip-reader';
import { exportSpace } from '../transfer/export';
import { readZipEntries } from '../../testing/transfer';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * Files made by the version before İkimiz (testing/fixtures/previous-version: its demo space, one
 * rating per item written by its adder). Today's server must make each its adder's own rating.
 */
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../testing/fixtures/previous-version');

/** What that version's demo seed rated, by title: the rating and who added (and so rated) it. */
const RATED = [
  { list: 'movies', title: 'Eternal Sunshine of the Spotless Mind', rating: 9, by: 'Ayşe' },
  { list: 'movies', title: 'Babam ve Oğlum', rating: 10, by: 'Mehmet' },
  { list: 'series', title: 'The Office', rating: 9, by: 'Mehmet' },
  { list: 'books', title: 'Tutunamayanlar', rating: 10, by: 'Ayşe' },
  { list: 'books', title: 'Kürk Mantolu Madonna', rating: 9, by: 'Mehmet' },
  { list: 'places', title: 'Moda Sahili', rating: 10, by: 'Mehmet' },
  { list: 'places', title: 'Karaköy Güllüoğlu', rating: 8, by: 'Ayşe' },
  { list: 'places', title: 'Galata Kulesi', rating: 9, by: 'Ayşe' },
  { list: 'places', title: 'Çiya Sofrası', rating: 10, by: 'Ayşe' },
  { list: 'places', title: 'Emirgan Korusu', rating: 9, by: 'Mehmet' },
] as const;

type Side = { displayName: string; rating: number | null; note: string };

async function expectAdderRatings(app: FastifyInstance, spaceId: string) {
  const [member] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.spaceId, spaceId)).limit(1);
  const api = as(app, await sessionCookie(app, member.id));
  for (const r of RATED) {
    const body = (await api({ url: `/api/${r.list}` })).json();
    const items: { title?: string; name?: string; ratings: Side[] }[] = body.items ?? body.places;
    const item = items.find((i) => (i.title ?? i.name) === r.title)!;
    expect(item, r.title).toBeDefined();
    expect(item.ratings, r.title).toEqual([
      expect.objectContaining({ displayName: 'Ayşe', rating: r.by === 'Ayşe' ? r.rating : null, note: '' }),
      expect.objectContaining({ displayName: 'Mehmet', rating: r.by === 'Mehmet' ? r.rating : null, note: '' }),
    ]);
  }
  // Unrated items stay unrated on both sides.
  const movies: { title: string; ratings: Side[] }[] = (await api({ url: '/api/movies' })).json().items;
  expect(movies.find((m) => m.title === 'Arrival')!.ratings).toEqual([]);
}

describe('data of the version before İkimiz', () => {
  it('an export of that version imports with each rating as its adder’s own; exported again it has no old rating', async () => {
    const app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    try {
      const buffer = fs.readFileSync(path.join(FIXTURES, 'export-0005_push.zip'));
      const result = await importSpace(app.ctx.db, app.ctx.blobs, { buffer }, { maxMembers: 2 });
      expect(result.counts.ratings).toBe(RATED.length);
      expect(result.counts.wishes).toBe(0);
      await expectAdderRatings(app, result.spaceId);
      const again = await readZipEntries(await readAll(await exportSpace(app.ctx.db, app.ctx.blobs, result.spaceId, new Date())));
      const movies = JSON.parse(again.get('data/movies.json')!.toString()) as Record<string, unknown>[];
      expect(movies.every((m) => !('rating' in m))).toBe(true);
      expect(JSON.parse(again.get('data/ratings.json')!.toString())).toHaveLength(RATED.length);
    } finally {
      await app.close();
    }
  });

  it('a backup of that version restores with each rating as its adder’s own', async () => {
    const app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' }, configure: (c) => (c.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-ikimiz-restore-'))) });
    try {
      const file = path.join(FIXTURES, 'backup-0005_push.zip');
      await restoreBackup(backupDepsOf(app), file, { replace: false, maxMembers: 2 });
      const [space] = await app.ctx.db.select({ spaceId: users.spaceId }).from(users).limit(1);
      await expectAdderRatings(app, space.spaceId);
    } finally {
      await app.close();
    }
  });
});
