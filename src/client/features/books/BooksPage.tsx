import { lazyPart } from '../../lib/lazy-page';
import { BookOpen } from 'lucide-react';
import { booksMessages as m, BOOK_COMPLETED_STATUS } from '../../../shared/books-words';
import type { Book } from '../../../shared/books';
import { useMe } from '../../lib/session';
import { CollectionPage } from '../../ui/CollectionPage';
import { myWishesQuery } from '../../ui/ikimiz/api';
import { useListIkimiz } from '../../ui/ikimiz/use-list-ikimiz';
import { booksQuery, booksApi } from './api';
import { BookCard } from './components/BookCard';

// The form (and zod, which it validates with) loads when first opened, not with the list.
const BookFormModal = lazyPart(() => import('./components/BookFormModal').then((m) => m.BookFormModal));


/** What this page shows first: loaded with the page when it opens the app (lib/lazy-page.tsx). */
export const openingQueries = [booksQuery, myWishesQuery];

/** Kitaplar: the couple's books, searchable by title and author; only the adder edits or deletes. */
export default function BooksPage() {
  const me = useMe();
  const ikimiz = useListIkimiz<Book>(BOOK_COMPLETED_STATUS);
  return (
    <CollectionPage
      {...ikimiz}
      texts={m}
      icon={<BookOpen className="h-8 w-8" />}
      meId={me.id}
      {...booksApi}
      renderCard={(book, slot) => <BookCard book={book} {...slot} />}
      renderForm={(slot) => <BookFormModal {...slot} />}
    />
  );
}
