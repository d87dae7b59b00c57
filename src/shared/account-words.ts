/**
 * The words of signing in, the first setup and joining by invitation (with the settings' invitation
 * section): apart from messages.ts, which every page loads with the shell, so a signed-in page
 * carries neither these nor their catalogue (decision 020). The server's answers use them too.
 */
import { words } from './i18n/words';

export const accountMessages = words('account-words', 'accountMessages', {
  auth: {
    loginTitle: 'Giriş Yap',
    email: 'E-posta',
    password: 'Şifre',
    loginButton: 'Giriş Yap',
    loginSuccess: 'Başarıyla giriş yapıldı!',
    loginFailure: 'Geçersiz e-posta veya şifre.',
  },
  setup: {
    title: 'Defterimize hoş geldiniz',
    intro: 'Önce sizi tanıyalım. Birkaç bilgiyle ortak defterinizi oluşturalım.',
    name: 'Adınız',
    email: 'E-posta',
    password: 'Şifre',
    passwordHint: 'En az 8 karakter',
    togetherSince: 'Birlikte olduğumuz tarih',
    submit: 'Başlayalım',
    alreadyDone: 'Kurulum zaten tamamlanmış.',
    wrongHost: 'Kurulum yalnızca sunucunun kendi adresinden (PUBLIC_URL, localhost ya da IP adresi) yapılabilir.',
    success: 'Defteriniz hazır!',
  },
  invite: {
    title: 'Ortak deftere katılın',
    intro: 'Partneriniz sizi ortak defterinize davet etti.',
    create: 'Davet bağlantısı oluştur',
    copy: 'Kopyala',
    copied: 'Bağlantı kopyalandı!',
    expiresNote: 'Bağlantı bir kez kullanılabilir ve 7 gün geçerlidir.',
    join: 'Katıl',
    invalid: 'Bu davet bağlantısı geçersiz veya süresi dolmuş.',
    spaceFull: 'Bu defter dolu: daha fazla üye eklenemez.',
    joined: 'Deftere katıldınız!',
  },
} as const);
