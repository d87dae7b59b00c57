import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { defineAccessCases, ownSpace, type AccessWorld } from '../access-table';
import { multipartForm } from '../photos';

/** A one-film watched.csv whose film is new to every list, as the form the page sends. */
function watchedForm() {
  const title = `Aktarılan ${randomUUID().slice(0, 8)}`;
  const csv = `Date,Name,Year,Letterboxd URI\r\n2024-01-01,${title},2001,https://boxd.it/x\r\n`;
  return { title, form: multipartForm({ field: 'file', filename: 'watched.csv', contentType: 'text/csv', bytes: Buffer.from(csv) }) };
}

const titlesOf = async (world: AccessWorld, who: 'couple' | 'other') =>
  ((await world[who].owner.api({ url: '/api/movies' })).json().items as { title: string }[]).map((m) => m.title);

/**
 * The import works on the actor's own space only: the preview matches against their own list,
 * the apply writes into it, and another couple's lists never see the file.
 */
export const accessCases = defineAccessCases(
  (['preview', 'apply'] as const).map((step) => ({
    method: 'POST',
    route: `/api/transfer/list-import/${step}`,
    setup: () => {
      const { title, form } = watchedForm();
      return { url: `/api/transfer/list-import/${step}?t=${encodeURIComponent(title)}`, ...form };
    },
    expect: ownSpace(200),
    check: async ({ res, actor, world, prepared }) => {
      if (actor === 'anonymous') return;
      const title = new URL(prepared.url, 'http://x').searchParams.get('t')!;
      const body = res.json();
      expect((body.preview ?? body.result).kind).toBe('movies');
      const [couple, other] = [await titlesOf(world, 'couple'), await titlesOf(world, 'other')];
      expect(couple.includes(title)).toBe(step === 'apply' && actor !== 'other');
      expect(other.includes(title)).toBe(step === 'apply' && actor === 'other');
    },
  })),
);
