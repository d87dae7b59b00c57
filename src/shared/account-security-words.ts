/**
 * 'Şifreyi değiştir' and 'Oturumlar' in /settings: a member's own password and signed-in devices.
 * A new password follows the setup rule (validation.ts: 8 to 200 characters, its messages).
 */
import { words } from './i18n/words';

export const accountSecurityMessages = words('account-security-words', 'accountSecurityMessages', {
  passwordTitle: 'Şifreyi değiştir',
  passwordIntro: 'Şifrenizi değiştirdiğinizde diğer cihazlarınızdaki oturumlar kapanır; bu cihazda açık kalırsınız.',
  currentPassword: 'Mevcut şifre',
  newPassword: 'Yeni şifre',
  newPasswordAgain: 'Yeni şifre (tekrar)',
  passwordSubmit: 'Şifreyi değiştir',
  /** Beside passwordIntro: what else a change ends (a stolen session's leftovers, issue 33). */
  passwordEndsLinks: 'Takvim adresiniz de iptal edilir (gerekirse yenisini oluşturabilirsiniz) ve diğer cihazlarınıza artık bildirim gönderilmez.',
  passwordChanged: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlar kapatıldı.',
  currentPasswordRequired: 'Lütfen mevcut şifrenizi girin.',
  currentPasswordWrong: 'Mevcut şifreniz yanlış.',
  passwordMismatch: 'Yeni şifreler birbiriyle eşleşmiyor.',
  passwordUnchanged: 'Yeni şifre mevcut şifrenizle aynı olamaz.',

  sessionsTitle: 'Oturumlar',
  sessionsIntro: 'Hesabınızın açık olduğu cihazlar. Tanımadığınız bir cihaz görürseniz çıkış yapın ve şifrenizi değiştirin.',
  thisDevice: 'Bu cihaz',
  unknownDevice: 'Bilinmeyen cihaz',
  signedInAt: 'Giriş',
  lastSeenAt: 'Son görülme',
  activeNow: 'Şu anda açık',
  signOut: 'Çıkış yap',
  signedOutDevice: 'Cihazdan çıkış yapıldı.',
  signOutAll: 'Tüm cihazlardan çıkış yap',
  signOutAllHint: 'Bu cihaz da dahil, hesabınızın açık olduğu her yerden çıkış yapılır.',
  signOutAllEndsLinks: 'Takvim adresiniz ve tüm cihazlarınızın bildirim abonelikleri de iptal edilir.',
  signOutAllConfirm: 'Bu cihaz da dahil, hesabınızın açık olduğu tüm cihazlardan çıkış yapılacak. Devam etmek için yeniden giriş yapmanız gerekecek.',
  sessionsFailed: 'Oturumlar yüklenemedi.',
} as const);


/** One signed-in device as its owner sees it. `id` is opaque: neither the cookie's token nor its hash. */
export interface DeviceSession {
  id: string;
  /** 'Chrome · Android'; null when the browser could not be told (shown as 'Bilinmeyen cihaz'). */
  device: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}
