import { z, displayName, isoDate } from './validation';
import { canonicalTimeZone } from './dates';

export const settingsMessages = {
  title: 'Ayarlar',
  profile: 'Profil',
  displayName: 'Görünen ad',
  save: 'Kaydet',
  saved: 'Ayarlar kaydedildi!',
  saveFailed: 'Ayarlar kaydedilirken bir hata oluştu.',
  partner: 'Partner daveti',
  /** The settings footer: which release this installation runs (from GET /api/health). */
  version: (version: string) => `Defterimiz · sürüm ${version}`,
} as const;

export const profileInput = z.object({
  displayName: displayName.optional(),
  /** null clears it (and the member's 'Doğum Günü' special date). */
  birthday: isoDate.nullable().optional(),
});
export type ProfileInput = z.infer<typeof profileInput>;

// ---- Profile photo, space settings and special dates (issue 4) ----

/** Spec §9: a photo may be at most 1 MB (1,048,576 bytes) once the browser has shrunk it. */
export const PHOTO_MAX_BYTES = 1_048_576;
/** The browser shrinks a larger photo to this longest side before the size check (decisions §5.10). */
export const PHOTO_MAX_SIDE = 2560;

export const settingsExtraMessages = {
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
  anniversaryName: 'Ay Dönümümüz',
  valentinesName: 'Sevgililer Günü',
  photoTooLarge: "Fotoğraf boyutu 1MB'dan küçük olmalıdır.",
  photoWrongType: 'Lütfen PNG, JPG, GIF veya WebP biçiminde bir fotoğraf seçin.',
  photoMissing: 'Lütfen bir fotoğraf seçin.',
  photoUnreadable: 'Bu fotoğraf işlenemedi. Lütfen başka bir fotoğraf deneyin.',
  photoBusy: 'Şu anda çok sayıda fotoğraf işleniyor. Lütfen birkaç saniye sonra yeniden deneyin.',
  edit: 'Düzenle',
  delete: 'Sil',
  cancel: 'İptal',
} as const;

const sx = settingsExtraMessages;

export const spaceInput = z.object({
  name: z
    .string({ error: sx.spaceNameRequired })
    .trim()
    .min(1, { error: sx.spaceNameRequired })
    .max(60, { error: sx.spaceNameMax })
    .optional(),
  togetherSince: isoDate.optional(),
  /** An IANA zone; stored under its canonical name. */
  timeZone: z
    .string({ error: sx.timeZoneInvalid })
    .transform((s, ctx) => {
      const zone = canonicalTimeZone(s.trim());
      if (!zone) {
        ctx.addIssue({ code: 'custom', message: sx.timeZoneInvalid });
        return z.NEVER;
      }
      return zone;
    })
    .optional(),
});
export type SpaceInput = z.input<typeof spaceInput>;

const specialDateName = z
  .string({ error: sx.specialDateNameRequired })
  .trim()
  .min(1, { error: sx.specialDateNameRequired })
  .max(60, { error: sx.specialDateNameMax });

export const specialDateInput = z.object({ name: specialDateName, date: isoDate });
export type SpecialDateInput = z.infer<typeof specialDateInput>;

export const specialDatePatch = z.object({ name: specialDateName.optional(), date: isoDate.optional() });
export type SpecialDatePatch = z.infer<typeof specialDatePatch>;

export type SpecialDateKind = 'anniversary' | 'valentines' | 'birthday' | 'custom';

export interface SpecialDate {
  id: string;
  /** What the list and the countdown show ("Ayşe'nin Doğum Günü" for a birthday). */
  name: string;
  date: string;
  kind: SpecialDateKind;
  /** For a birthday: the member it belongs to. Birthdays change in that member's profile. */
  userId: string | null;
}
