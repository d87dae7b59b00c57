import type * as tr from '../list-words';
import type { CatalogueOf } from '../i18n/words';
import form from './form-words';

export default {
  listMessages: {
    ratingRange: 'The rating must be between 1 and 10.',
    ratingPlaceholder: 'Rate it from 1 to 10',
    runtime: 'The runtime must be between 1 and 1000 minutes.',
    status: 'Please choose a status from the list.',
    year: 'Enter a valid year.',
    imdbRating: 'The IMDb rating must be between 0 and 10.',
    imdbId: 'Invalid IMDb id.',
    imageUrl: 'Invalid image address.',
    textMax: (label: string, max: number) => `${label} can be at most ${max} characters.`,
    tags: 'At most 20 tags can be added.',
    ...form.formWords,
    labels: {
      title: 'Title',
      status: 'Status',
      rating: 'Your rating',
      note: 'Your note',
      notes: 'Notes',
      runtime: 'Runtime (min)',
      genre: 'Genre',
      plot: 'Plot',
      year: 'Year',
    },
    notesPlaceholder: 'What stayed with you…',
    searching: 'Searching…',
    manualHint: 'Not in the list? Type the title and add it yourself.',
    noSuggestions: 'Not found in the catalogue. You can fill in the details yourself.',
    loadingDetails: 'Fetching the details…',
    clearSelection: 'Clear the selection',
  },
} satisfies CatalogueOf<typeof tr, 'list-words'>;
