/**
 * Turkish strings shared by every feature: the shell, signing out and generic errors. Every page
 * loads them with the shell; the words of signing in, the setup and the invitation are
 * account-words.ts, the checks of sent values validation-words.ts (decision 020).
 * A feature's own strings live beside its schemas in `src/shared/<feature>.ts`.
 * Strings quoted in the product spec are reproduced there word for word.
 */
import { words } from './i18n/words';

export const messages = words('messages', 'messages', {
  brand: 'Defterimiz',
  auth: {
    notSignedIn: 'Lütfen önce giriş yapın.',
    tooManyAttempts: 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.',
    logout: 'Çıkış',
    /** A logout the server refused or did not answer while online: the session may still be open. */
    logoutFailed: 'Çıkış yapılamadı; oturumunuz hâlâ açık olabilir. Lütfen biraz sonra tekrar deneyin.',
  },
  http: {
    notFound: 'Aradığınız kayıt bulunamadı.',
    forbidden: 'Bu işlem için yetkiniz yok.',
    badOrigin: 'Bu istek kabul edilmedi.',
    server: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    tooLarge: 'Gönderilen veri çok büyük.',
    rateLimited: 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.',
    storageUnavailable: 'Fotoğraf deposuna şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  },
  offline: {
    banner: 'Çevrimdışı',
    bannerDetail: 'Son görülen hâli gösteriliyor; bağlantı gelince kendiliğinden yenilenir.',
    write: 'Çevrimdışısınız; bu değişiklik kaydedilmedi. Bağlantı gelince tekrar deneyin.',
  },
  shell: {
    menu: 'Menü',
    closeMenu: 'Menüyü kapat',
    darkMode: 'Karanlık moda geç',
    lightMode: 'Aydınlık moda geç',
    settings: 'Ayarlar',
    loading: 'Yükleniyor…',
    /** Under a long list that shows 60 cards at a time (decision 009). */
    showMore: 'Daha fazla göster',
    mainMenu: 'Ana menü',
    /** The toast region, for screen readers (react-toastify's own label is English); Alt+T moves to it. */
    toasts: 'Durum mesajları (Alt+T)',
    closeToast: 'Kapat',
    close: 'Kapat',
    confirmTitle: 'Emin misiniz?',
    cancel: 'Vazgeç',
    edit: 'Düzenle',
    delete: 'Sil',
    comingSoon: 'Bu sayfa çok yakında burada olacak.',
    /** The page's description in the HTML head. */
    description: 'Bizim ortak defterimiz',
  },
  /** The side menu's entries (each feature's client manifest names its own). */
  menu: {
    home: 'Ana Sayfa',
    movies: 'Filmler',
    series: 'Diziler',
    books: 'Kitaplar',
    music: 'Müzikler',
    places: 'Yerler',
    quotes: 'Alıntılar',
    yilimiz: 'Yılımız',
    capsules: 'Zaman Kapsülü',
    dailyQuestion: 'Günün Sorusu',
  },
} as const);
