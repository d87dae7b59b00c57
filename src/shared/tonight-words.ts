/**
 * 'Bu akşam ne izlesek?' (İkimiz, issue 34): the words of its dialog, which loads when opened, so
 * the list pages and home do not carry them.
 */
import { words } from './i18n/words';

export const tonightMessages = words('tonight-words', 'tonightMessages', {
  runtime: 'Süre',
  runtimeAny: 'fark etmez',
  runtimeUpTo: (minutes: number) => `≤ ${minutes} dk`,
  minutes: (minutes: number) => `${minutes} dk`,
  genre: 'Tür',
  genreAny: 'Hepsi',
  fromMatches: 'İkinizin de istediklerinden seçildi.',
  fromLists: 'İkinizin de istediği bir şey kalmadı: ikinizin izlenecekler listesinden seçildi.',
  another: 'Başka bir tane',
  letsWatch: 'Bunu izleyelim',
  nothingLeft: 'Bu seçimlere uyan izlenecek bir şey kalmadı.',
  startOver: 'Baştan başla',
  pickFailed: 'Öneri alınırken bir hata oluştu.',
  started: (title: string) => `${title} izleniyor olarak işaretlendi.`,
  startFailed: 'Kayıt güncellenirken bir hata oluştu.',
} as const);
