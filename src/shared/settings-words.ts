/**
 * Settings words and photo limits that pages other than /settings show (a memory's or a place's
 * photo), apart from the zod contracts of settings.ts, so those pages load without zod.
 */
import { inEveryLanguage, turkishOf, words } from './i18n/words';
import { photoMessages } from './photo-words';
import { genitive } from './turkish-genitive';

export const settingsMessages = words('settings-words', 'settingsMessages', {
  title: 'Ayarlar',
  profile: 'Profil',
  displayName: 'Görünen ad',
  save: 'Kaydet',
  saved: 'Ayarlar kaydedildi!',
  saveFailed: 'Ayarlar kaydedilirken bir hata oluştu.',
  partner: 'Partner daveti',
  members: 'Defterimizdekiler',
  /** Each member's own language (decision 030); the choices are named in their own language (LANGUAGE_NAMES). */
  language: 'Dil',
  languageHint: 'Uygulama size bu dilde seslenir: sayfalar, bildirimler ve telefon bildirimleri. Partneriniz kendi dilini seçer.',
  languageSaved: 'Dil kaydedildi.',
  languageInvalid: 'Geçerli bir dil seçin.',
  /** The settings footer: which release this installation runs (from GET /api/health). */
  version: (version: string) => `Defterimiz · sürüm ${version}`,
} as const);

export { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from './photo-words';

export const settingsExtraMessages = words('settings-words', 'settingsExtraMessages', {
  photo: 'Profil fotoğrafı',
  photoUpload: 'Fotoğraf yükle',
  photoChange: 'Fotoğrafı değiştir',
  photoRemove: 'Fotoğrafı kaldır',
  photoSaved: 'Profil fotoğrafı güncellendi!',
  photoRemoved: 'Profil fotoğrafı kaldırıldı.',
  photoHint: 'PNG, JPG, GIF veya WebP',
  birthday: 'Doğum günü',
  space: 'Defterimiz',
  spaceName: 'Defterin adı',
  spaceNameRequired: 'Lütfen defterin adını girin.',
  spaceNameMax: 'Defterin adı en fazla 60 karakter olabilir.',
  togetherSince: 'Birlikte olduğumuz tarih',
  timeZone: 'Saat dilimi',
  timeZoneInvalid: 'Geçerli bir saat dilimi seçin.',
  specialDates: 'Özel Günler',
  specialDateAdd: 'Özel gün ekle',
  specialDateName: 'Adı',
  specialDateDate: 'Tarih',
  specialDateNameRequired: 'Lütfen özel günün adını girin.',
  specialDateNameMax: 'Özel günün adı en fazla 60 karakter olabilir.',
  specialDateAdded: 'Özel gün eklendi!',
  specialDateUpdated: 'Özel gün güncellendi!',
  specialDateDeleted: 'Özel gün silindi.',
  specialDateDeleteFailed: 'Özel gün silinemedi.',
  specialDateConfirmDelete: 'Bu özel günü silmek istediğinizden emin misiniz?',
  specialDateBirthdayLocked: 'Doğum günleri profil ayarlarından değiştirilir.',
  specialDatesEmpty: 'Henüz özel gün eklenmedi.',
  birthdayName: 'Doğum Günü',
  /** "Ayşe'nin Doğum Günü": a member's birthday as the list, the countdown and the calendar name it. */
  birthdayOf: (name: string) => `${genitive(name)} Doğum Günü`,
  anniversaryName: 'Ay Dönümümüz',
  valentinesName: 'Sevgililer Günü',
  ...turkishOf(photoMessages),
  photoMissing: 'Lütfen bir fotoğraf seçin.',
  photoUnreadable: 'Bu fotoğraf işlenemedi. Lütfen başka bir fotoğraf deneyin.',
  photoBusy: 'Şu anda çok sayıda fotoğraf işleniyor. Lütfen birkaç saniye sonra yeniden deneyin.',
  edit: 'Düzenle',
  delete: 'Sil',
  cancel: 'İptal',
} as const);

/**
 * The name a special date shows. A birthday's is made from its member's name; the two dates setup
 * makes keep following the reader's language while they keep the name they were made with (in
 * any language); a name someone gave is theirs and stays as written.
 */
export function specialDateName(date: { kind: string; name: string; memberName?: string | null }): string {
  const sx = settingsExtraMessages;
  if (date.kind === 'birthday') return date.memberName ? sx.birthdayOf(date.memberName) : sx.birthdayName;
  if (date.kind === 'anniversary' && inEveryLanguage(() => sx.anniversaryName).includes(date.name)) return sx.anniversaryName;
  if (date.kind === 'valentines' && inEveryLanguage(() => sx.valentinesName).includes(date.name)) return sx.valentinesName;
  return date.name;
}
