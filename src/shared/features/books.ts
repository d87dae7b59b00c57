import { defineFeature } from './feature';

export const booksFeature = defineFeature({
  name: 'books',
  topics: ['books'],
  api: '/api/books',
  pages: [
    {
      path: '/books',
      module: 'src/client/features/books/BooksPage.tsx',
      // The member's own wishes draw its 'İstiyorum' buttons (İkimiz).
      firstRead: ['/api/books', '/api/wishes'],
      tour: { name: 'kitaplar', heading: 'Kitaplar', first: 'book-card', add: { name: 'kitap ekle', button: 'Yeni Kitap Ekle' } },
    },
  ],
  exportKinds: ['books'],
  offline: { reads: ['/api/books'] },
});
