import { BookOpen } from 'lucide-react';
import { booksFeature } from '../../../shared/features/books';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';

export const booksClient = defineClientFeature(booksFeature, {
  '/books': { Page: lazyPage(() => import('./BooksPage')), menu: { label: 'Kitaplar', icon: BookOpen } },
});
