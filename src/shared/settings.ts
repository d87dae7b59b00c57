import { z, displayName } from './validation';

export const settingsMessages = {
  title: 'Ayarlar',
  profile: 'Profil',
  displayName: 'Görünen ad',
  save: 'Kaydet',
  saved: 'Ayarlar kaydedildi!',
  saveFailed: 'Ayarlar kaydedilirken bir hata oluştu.',
  partner: 'Partner daveti',
} as const;

export const profileInput = z.object({
  displayName,
});
export type ProfileInput = z.infer<typeof profileInput>;
