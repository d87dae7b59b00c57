import { BookOpen } from 'lucide-react';
import { booksFeature } from '../../../shared/features/books';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';
import { messages } from '../../../shared/messages';

export const booksClient = defineClientFeature(booksFeature, {
  '/books': { Page: lazyPage(() => import('./BooksPage')), menu: { label: () => messages.menu.books, icon: BookOpen } },
});
