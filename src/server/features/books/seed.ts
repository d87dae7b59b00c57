import { bookInput, type BookInput } from '../../../shared/books';
import { seedList, type ListSeedContext } from '../lists/seed-helpers';
import { booksRepo } from './repo';

const SAMPLES: { by: number; book: BookInput }[] = [
  { by: 0, book: { title: 'Tutunamayanlar', author: 'Oğuz Atay', year: 1972, publisher: 'İletişim Yayınları', status: 'Okundu', rating: 10 } },
  { by: 1, book: { title: 'Kürk Mantolu Madonna', author: 'Sabahattin Ali', year: 1943, publisher: 'Yapı Kredi Yayınları', status: 'Okundu', rating: 9, notes: 'Berlin’e gidersek o sergiye bakalım.' } },
  { by: 0, book: { title: 'Küçük Prens', author: 'Antoine de Saint-Exupéry', year: 1943, status: 'Okunuyor' } },
  { by: 1, book: { title: 'İnce Memed', author: 'Yaşar Kemal', year: 1955, publisher: 'Yapı Kredi Yayınları', status: 'Okunacak' } },
];

/** Demo books from both members (no catalogue call: the seed works offline). Runs once per space. */
export async function booksSeed(ctx: ListSeedContext): Promise<void> {
  await seedList(
    ctx,
    booksRepo,
    SAMPLES.map((s) => ({ by: s.by, values: bookInput.parse(s.book) })),
  );
}
