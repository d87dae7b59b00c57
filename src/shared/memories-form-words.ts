/**
 * The memories' words that only the form, the checks or the server say (the form's fields, its
 * refusals, the owner rule, the notifications): apart from memories-words.ts, which the memories
 * page loads at once, so its first load carries neither these nor their catalogue (decision 020).
 * Loaded with the form (MemoryFormModal.tsx) and the zod contract (memories.ts).
 */
import { words } from './i18n/words';

export const memoriesFormMessages = words('memories-form-words', 'memoriesFormMessages', {
  addTitle: 'Yeni Anı',
  editTitle: 'Anıyı Düzenle',
  fieldTitle: 'Başlık',
  titlePlaceholder: 'Bu anıya bir ad verin',
  category: 'Kategori',
  date: 'Tarih',
  note: 'Not',
  notePlaceholder: 'O gün neler oldu?',
  emoji: 'Emoji ekle',
  /** The emoji picker's groups (client/features/memories/components/emoji-groups.ts). */
  emojiGroups: { 'special-days': 'Özel Günler', travel: 'Seyahat', food: 'Yemek', entertainment: 'Eğlence', nature: 'Doğa', emotions: 'Duygular' },
  submitAdd: 'Ekle',
  submitEdit: 'Güncelle',
  cancel: 'İptal',
  titleRequired: 'Lütfen bir başlık girin.',
  titleMax: 'Başlık en fazla 120 karakter olabilir.',
  descriptionMax: 'Not en fazla 2000 karakter olabilir.',
  categoryInvalid: 'Lütfen bir kategori seçin.',
  monthInvalid: 'Geçerli bir ay girin.',
  onlyOwnerEdit: 'Bu anıyı sadece yükleyen kişi düzenleyebilir.',
  onlyOwnerDelete: 'Bu anıyı sadece yükleyen kişi silebilir.',
  newNotificationTitle: 'Yeni anı',
  newNotification: (actorName: string, title: string) => `${actorName} yeni bir anı ekledi: ${title}`,
  commentNotification: (actorName: string, title: string) => `${actorName} anınıza yorum yaptı: ${title}`,
  likeNotification: (actorName: string, title: string) => `${actorName} anınızı beğendi: ${title}`,
} as const);
