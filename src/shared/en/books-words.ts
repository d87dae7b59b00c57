import type * as tr from '../books-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  booksMessages: {
    title: 'Books',
    search: 'Search books…',
    add: 'Add a book',
    editTitle: 'Edit the book',
    signedOut: 'Please sign in to see the books.',
    confirmDelete: 'Are you sure you want to delete this book?',
    added: 'Book added!',
    updated: 'Book updated!',
    deleted: 'Book deleted!',
    loadFailed: 'Something went wrong while loading the books.',
    deleteFailed: 'Something went wrong while deleting the book.',
    saveFailed: 'Something went wrong while saving the book.',
    searchFailed: 'Something went wrong while searching for books.',
    detailsFailed: 'Something went wrong while fetching the book’s details.',
    onlyOwnerEdit: 'Only the person who added this book can edit it.',
    onlyOwnerDelete: 'Only the person who added this book can delete it.',
    titleRequired: 'Please enter a book title.',
    googleBooksId: 'Invalid book id.',
    empty: 'No books yet.',
    emptyHint: 'Add the first book you want to read.',
    noResults: 'No book matches your search.',
    notificationTitle: 'New book',
    labels: { title: 'Book title', titlePlaceholder: 'Type the book’s title…', author: 'Author', publisher: 'Publisher' },
  },
  bookNotificationMessage: (actorName, title) => `${actorName} added a new book: ${title}`,
} satisfies CatalogueOf<typeof tr, 'books-words'>;
