import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { useCoupleApp } from '../../../testing/couple-app';
import { multipartForm } from '../../../testing/photos';
import { movies } from '../../../db/schema';
import { LIST_IMPORT_MAX_BYTES, listImportMessages as lm } from '../../../../shared/list-import';
import { hugeLists, lyingEntry, manyEntries, repeatedWatched } from '../fixtures/attacks/zip-bombs';

const URLS = ['/api/transfer/list-import/preview', '/api/transfer/list-import/apply'];

/**
 * Issue 18: a small ZIP that unpacks into many or huge list files. Each is refused with a Turkish
 * 400 on both steps while it is being read, and the list stays as it was.
 */
describe('list import: ZIP bombs', () => {
  const t = useCoupleApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });

  const refused = async (zip: Buffer, message: string) => {
    expect(zip.length).toBeLessThan(LIST_IMPORT_MAX_BYTES);
    for (const url of URLS) {
      const res = await t.c.owner.api({ method: 'POST', url, ...multipartForm({ field: 'file', filename: 'letterboxd.zip', contentType: 'application/zip', bytes: zip }) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    expect((await t.app.ctx.db.select({ n: count() }).from(movies).where(eq(movies.spaceId, t.c.spaceId)))[0].n).toBe(0);
  };

  it('the same list file many times over', async () => refused(await repeatedWatched(300), lm.zipRepeated));
  it('one list among thousands of other entries', async () => refused(await manyEntries(3000), lm.zipTooBig));
  it('list files that unpack far beyond any real list', async () => refused(await hugeLists(12 * 1024 * 1024), lm.zipTooBig));
  it('an entry whose real size exceeds what its headers claim', async () => {
    const zip = await lyingEntry(30 * 1024 * 1024);
    for (const url of URLS) {
      const res = await t.c.owner.api({ method: 'POST', url, ...multipartForm({ field: 'file', filename: 'letterboxd.zip', contentType: 'application/zip', bytes: zip }) });
      expect(res.statusCode, res.body).toBe(400);
      expect([lm.zipTooBig, lm.unreadable]).toContain(res.json().error);
    }
  });
});
