import type * as tr from '../movies-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  moviesMessages: {
    title: 'Films',
    search: 'Search films…',
    add: 'Add a film',
    editTitle: 'Edit the film',
    signedOut: 'Please sign in to see the films.',
    confirmDelete: 'Are you sure you want to delete this film?',
    added: 'Film added!',
    updated: 'Film updated!',
    deleted: 'Film deleted!',
    loadFailed: 'Something went wrong while loading the films.',
    deleteFailed: 'Something went wrong while deleting the film.',
    saveFailed: 'Something went wrong while saving the film.',
    searchFailed: 'Something went wrong while searching for films.',
    detailsFailed: 'Something went wrong while fetching the film’s details.',
    onlyOwnerEdit: 'Only the person who added this film can edit it.',
    onlyOwnerDelete: 'Only the person who added this film can delete it.',
    titleRequired: 'Please enter a film title.',
    empty: 'No films yet.',
    emptyHint: 'Add the first film you want to watch together.',
    noResults: 'No film matches your search.',
    notificationTitle: 'New film',
    labels: { title: 'Film title', titlePlaceholder: 'Type the film’s title…', director: 'Director' },
  },
  movieNotificationMessage: (actorName, title) => `${actorName} added a new film: ${title}`,
} satisfies CatalogueOf<typeof tr, 'movies-words'>;
