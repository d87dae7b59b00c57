import { words } from './i18n/words';
import type { WishKind } from './ikimiz-words';

/**
 * İkimiz's wishes, shelf and order (issue 34): the words of the lists' 'İstiyorum', 'İkimiz de
 * istiyoruz' and 'Bu akşam ne izlesek?' buttons and home's cards. Apart from the rating and
 * order words (ikimiz-words.ts: 'Puana göre'), which the places page needs alone.
 */
export const wishMessages = words('wishes-words', 'wishMessages', {
  wish: 'İstiyorum',
  wishFailed: 'İsteğiniz kaydedilirken bir hata oluştu.',
  shelf: 'İkimiz de istiyoruz',
  shelfAll: 'Tümü',
  shelfEmpty: 'Henüz ikinizin de istediği bir kayıt yok.',
  shelfEmptyHint: "Beğendiklerinize 'İstiyorum' deyin: ikiniz de isteyince burada buluşur.",
  tonight: 'Bu akşam ne izlesek?',
  tonightHint: 'İkinizin de istediklerinden, yoksa izlenecekler listenizden bir öneri.',
  tonightTitle: 'Bu akşam',
  homeShelfCount: (n: number) => `${n} ortak istek`,
  homeShelfMore: (n: number) => `ve ${n} tane daha`,
  agreeMost: 'En çok anlaştığımız',
  agreeLeast: 'En az anlaştığımız',
  kinds: { movies: 'Film', series: 'Dizi', books: 'Kitap' } as Record<WishKind, string>,
} as const);
