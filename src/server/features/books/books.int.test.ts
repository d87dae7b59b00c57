import { describe, expect, it } from 'vitest';
import { listContract } from '../../testing/list-contract';
import { useCoupleApp } from '../../testing/couple-app';
import { bookNotificationMessage, booksMessages } from '../../../shared/books';
import { listMessages } from '../../../shared/lists';

listContract({
  path: '/api/books',
  topic: 'books',
  sample: {
    title: 'Tutunamayanlar',
    author: 'Oğuz Atay',
    thumbnail: 'https://books.google.com/books/content?id=abc&zoom=1',
    year: 1972,
    publisher: 'İletişim Yayınları',
    googleBooksId: 'TutunamaY001',
    notes: 'Yavaş yavaş.',
  },
  defaultStatus: 'Okunuyor',
  completedStatus: 'Okundu',
  otherStatus: 'Okunacak',
  messages: booksMessages,
  notification: bookNotificationMessage,
});

describe('/api/books: book fields', () => {
  const t = useCoupleApp();

  it('uses the notification form of the spec', () => {
    expect(bookNotificationMessage('Ayşe', 'Dune')).toBe('Ayşe yeni bir kitap ekledi: Dune');
  });

  it('keeps year and publisher editable', async () => {
    const item = (await t.c.owner.api({ method: 'POST', url: '/api/books', payload: { title: 'Dune' } })).json().item;
    expect(item).toMatchObject({ year: null, publisher: '', thumbnail: null, googleBooksId: null });
    const res = await t.c.owner.api({ method: 'PATCH', url: `/api/books/${item.id}`, payload: { year: 1965, publisher: 'Chilton Books' } });
    expect(res.json().item).toMatchObject({ title: 'Dune', year: 1965, publisher: 'Chilton Books' });
  });

  it.each([
    [{ year: 'bin dokuz yüz' }, listMessages.year],
    [{ thumbnail: 'ftp://example.com/x.png' }, listMessages.imageUrl],
    [{ googleBooksId: '../../etc' }, booksMessages.googleBooksId],
    [{ author: 'a'.repeat(301) }, listMessages.textMax('Yazar', 300)],
  ])('refuses %o', async (extra, message) => {
    const res = await t.c.owner.api({ method: 'POST', url: '/api/books', payload: { title: 'x', ...extra } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});
