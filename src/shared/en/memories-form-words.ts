import type * as tr from '../memories-form-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  memoriesFormMessages: {
    addTitle: 'New memory',
    editTitle: 'Edit the memory',
    fieldTitle: 'Title',
    titlePlaceholder: 'Give this memory a name',
    category: 'Category',
    date: 'Date',
    note: 'Note',
    notePlaceholder: 'What happened that day?',
    emoji: 'Add an emoji',
    emojiGroups: { 'special-days': 'Special days', travel: 'Travel', food: 'Food', entertainment: 'Fun', nature: 'Nature', emotions: 'Feelings' },
    submitAdd: 'Add',
    submitEdit: 'Update',
    cancel: 'Cancel',
    titleRequired: 'Please enter a title.',
    titleMax: 'A title can be at most 120 characters.',
    descriptionMax: 'A note can be at most 2000 characters.',
    categoryInvalid: 'Please choose a category.',
    monthInvalid: 'Enter a valid month.',
    onlyOwnerEdit: 'Only the person who added this memory can edit it.',
    onlyOwnerDelete: 'Only the person who added this memory can delete it.',
    newNotificationTitle: 'New memory',
    newNotification: (actorName, title) => `${actorName} added a new memory: ${title}`,
    commentNotification: (actorName, title) => `${actorName} commented on your memory: ${title}`,
    likeNotification: (actorName, title) => `${actorName} liked your memory: ${title}`,
  },
} satisfies CatalogueOf<typeof tr, 'memories-form-words'>;
