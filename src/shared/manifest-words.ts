/**
 * The installed app's own words (scripts/pwa-manifest.ts writes one manifest per language; the
 * page links the member's, client/lib/language.ts). The name stays Defterimiz in every language.
 */
import { words } from './i18n/words';

export const manifestWords = words('manifest-words', 'manifestWords', {
  description: 'Bir çiftin ortak defteri: filmler, diziler, kitaplar, alıntılar, anılar ve mekanlar; telefonda, bağlantı yokken de.',
  /** A long press on the installed icon (issue 21). */
  newMemory: 'Yeni Anı',
  songOfTheDay: 'Günün Şarkısı',
  song: 'Şarkı',
  game: 'Oyun',
});
