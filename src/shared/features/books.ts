import { listFeature } from './list-feature';

export const booksFeature = listFeature('books', '/books', 'src/client/features/books/BooksPage.tsx', {
  name: 'kitaplar',
  heading: 'Kitaplar',
  first: 'book-card',
  add: { name: 'kitap ekle', button: 'Yeni Kitap Ekle' },
});
