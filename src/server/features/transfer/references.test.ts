import { describe, expect, it } from 'vitest';
import { transferMessages as tm } from '../../../shared/transfer';
import { validateArchiveData } from './references';
import { baseArchive } from './fixtures/attacks/build';

/** The archive checks on their own (no database): what a restore reuses with its ids kept. */
describe('validateArchiveData', () => {
  const limits = { maxMembers: 2 };
  const check = async (change: (data: Awaited<ReturnType<typeof baseArchive>>['data']) => void) => {
    const { data } = await baseArchive();
    change(data);
    return () => validateArchiveData(JSON.parse(JSON.stringify(data)), limits);
  };

  it('returns typed rows: timestamps as Dates, e-mails lowercase, unknown columns dropped', async () => {
    const rows = (
      await check((d) => {
        d.members[0].email = 'Eve@Example.COM';
        d.quotes[0].passwordHash = 'x';
      })
    )();
    expect(rows.settings[0].createdAt).toBeInstanceOf(Date);
    expect(rows.members[0].email).toBe('eve@example.com');
    expect(rows.quotes[0]).not.toHaveProperty('passwordHash');
  });

  it('refuses, in Turkish, each way out of the archive’s own space', async () => {
    const other = '11111111-2222-4333-8444-555555555555';
    expect(await check((d) => (d.movies[0].spaceId = other))).toThrow(tm.foreignSpace('movies'));
    expect(await check((d) => (d.quotes[0].addedBy = other))).toThrow(tm.danglingReference('quotes'));
    expect(await check((d) => (d.movies[0].id = d.quotes[0].id))).toThrow(tm.duplicateId('quotes'));
    expect(await check((d) => (d.photos[0].key = `photos/${other}/${d.photos[0].id}.png`))).toThrow(tm.photoKey);
    expect(await check((d) => (d.photos[0].contentType = 'image/svg+xml'))).toThrow(tm.invalidRow('photos', 1));
    expect(await check((d) => d.members.push({ ...d.members[1], id: other, email: 'x@example.com' }))).toThrow(tm.tooManyMembers(2));
    expect(await check((d) => (d.movies[0].status = 'Bilinmiyor'))).toThrow(tm.invalidRow('movies', 1));
    expect(await check((d) => (d.settings = []))).toThrow(tm.invalidRow('settings', 0));
  });
});
