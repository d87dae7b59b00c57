/**
 * What every shared record with likes, comments and photos says alike (memories, opened time
 * capsules): the words of the like button, the comments panel and the photo viewer. Each feature's
 * words spread them, so `memoriesMessages.comments` and `capsuleMessages.comments` are one word.
 */
import { words } from './i18n/words';

export const socialWords = words('social-words', 'socialWords', {
  like: 'Beğen',
  unlike: 'Beğenmekten vazgeç',
  likeFailed: 'Beğeni işlemi sırasında bir hata oluştu.',
  comments: 'Yorumlar',
  commentPlaceholder: 'Bir yorum yazın...',
  commentSend: 'Gönder',
  commentDelete: 'Yorumu sil',
  commentsEmpty: 'Henüz yorum yok. İlk yorumu siz yazın.',
  commentRequired: 'Lütfen bir yorum yazın.',
  commentMax: 'Yorum en fazla 1000 karakter olabilir.',
  commentFailed: 'Yorum kaydedilirken bir hata oluştu.',
  commentDeleteFailed: 'Yorum silinirken bir hata oluştu.',
  onlyAuthorDeleteComment: 'Bu yorumu sadece yazan kişi silebilir.',
  commentNotificationTitle: 'Yeni yorum',
  likeNotificationTitle: 'Yeni beğeni',
  photos: 'Fotoğraflar',
  photosHint: 'PNG, JPG, GIF veya WebP · en fazla 10 fotoğraf',
  addPhotos: 'Fotoğraf ekle',
  removePhoto: 'Fotoğrafı kaldır',
  photoOf: (i: number, n: number) => `Fotoğraf ${i} / ${n}`,
  previousPhoto: 'Önceki fotoğraf',
  nextPhoto: 'Sonraki fotoğraf',
} as const);

/** A comment under a memory or an opened capsule. */
export interface SocialComment {
  id: string;
  text: string;
  createdAt: string;
  author: { id: string; displayName: string } | null;
}

/** A stored photo as a page shows it (the bytes only through /api/photos/:id, for the space). */
export interface SocialPhoto {
  id: string;
  /** Full size, for the viewer. */
  url: string;
  /** 400 px, for grids. */
  thumbUrl: string;
  width: number;
  height: number;
}

export const COMMENT_MAX = 1000;

/** A title shortened to one line for a notification ('… anınızı beğendi: {başlık}'). */
export function shortTitle(title: string): string {
  const oneLine = title.replace(/\s+/g, ' ').trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 79).trimEnd()}…` : oneLine;
}
