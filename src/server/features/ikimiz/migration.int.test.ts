import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrateDatabase, rowsOf } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { toOlderSchema } from '../../testing/older-schema';

/** The migrations of the version before İkimiz: up to and with 0005_push. */
const BEFORE_IKIMIZ = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../db/migrations/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }
).entries.findIndex((e) => e.tag === '0005_push') + 1;

describe('the İkimiz migration', () => {
  it('makes each rating its adder’s own (none when the adder is gone) and takes runtimes from cached catalogue answers', async () => {
    const database = await createTestDatabase();
    try {
      await toOlderSchema(database, BEFORE_IKIMIZ);
      const { db } = database;
      const [space] = await rowsOf<{ id: string }>(db, sql`insert into spaces (name, together_since) values ('Biz', '2024-02-03') returning id`);
      const [ayse] = await rowsOf<{ id: string }>(db, sql`insert into users (space_id, email, password_hash, display_name) values (${space.id}, 'a@example.com', 'x', 'Ayşe') returning id`);
      const movie = (title: string, rating: number | null, addedBy: string | null, imdbId: string | null) =>
        rowsOf<{ id: string }>(db, sql`insert into movies (space_id, added_by, title, status, rating, imdb_id) values (${space.id}, ${addedBy}, ${title}, 'İzlendi', ${rating}, ${imdbId}) returning id`);
      const [rated] = await movie('Inception', 9, ayse.id, 'tt1375666');
      await movie('Sahibi Gitmiş', 7, null, null);
      const [unrated] = await movie('Puansız', null, ayse.id, 'tt0133093');
      const [place] = await rowsOf<{ id: string }>(
        db,
        sql`insert into places (space_id, added_by, name, lat, lng, category, visit_date, rating) values (${space.id}, ${ayse.id}, 'Moda', 40.98, 29.02, 'Park', '2025-05-01', 10) returning id`,
      );
      await db.execute(sql`insert into catalog_cache (key, value, expires_at) values
        ('omdb:details:tt1375666', '{"runtime": 148}'::jsonb, now() + interval '1 day'),
        ('offline:details:tt0133093', '{"runtime": null}'::jsonb, now() + interval '1 day')`);

      await migrateDatabase(database);

      const ratings = await rowsOf<{ item: string; member: string; rating: number; note: string }>(
        db,
        sql`select coalesce(movie_id, place_id) as item, member_id as member, rating, note from item_ratings order by rating`,
      );
      expect(ratings).toEqual([
        { item: rated.id, member: ayse.id, rating: 9, note: '' },
        { item: place.id, member: ayse.id, rating: 10, note: '' },
      ]);
      const runtimes = await rowsOf<{ id: string; runtime: number | null }>(db, sql`select id, runtime from movies where added_by is not null order by title`);
      expect(runtimes).toEqual([
        { id: rated.id, runtime: 148 },
        { id: unrated.id, runtime: null },
      ]);
      const columns = await rowsOf<{ table_name: string }>(db, sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'rating' order by 1`);
      expect(columns.map((c) => c.table_name)).toEqual(['item_ratings']);
    } finally {
      await database.close();
    }
  }, 90_000);
});
