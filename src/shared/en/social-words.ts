import type * as tr from '../social-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  socialWords: {
    like: 'Like',
    unlike: 'Unlike',
    likeFailed: 'Something went wrong with the like.',
    comments: 'Comments',
    commentPlaceholder: 'Write a comment…',
    commentSend: 'Send',
    commentDelete: 'Delete the comment',
    commentsEmpty: 'No comments yet. Be the first to write one.',
    commentRequired: 'Please write a comment.',
    commentMax: 'A comment can be at most 1000 characters.',
    commentFailed: 'Something went wrong while saving the comment.',
    commentDeleteFailed: 'Something went wrong while deleting the comment.',
    onlyAuthorDeleteComment: 'Only the person who wrote this comment can delete it.',
    commentNotificationTitle: 'New comment',
    likeNotificationTitle: 'New like',
    photos: 'Photos',
    photosHint: 'PNG, JPG, GIF or WebP · at most 10 photos',
    addPhotos: 'Add photos',
    removePhoto: 'Remove the photo',
    photoOf: (i, n) => `Photo ${i} of ${n}`,
    previousPhoto: 'Previous photo',
    nextPhoto: 'Next photo',
  },
} satisfies CatalogueOf<typeof tr, 'social-words'>;
