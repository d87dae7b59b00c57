/**
 * The calendar feed's words: the 'Takvim' section of /settings and the server's `.ics` feed.
 * Apart from Yılımız' words (which spread them), so /settings does not load those.
 */
import { words } from './i18n/words';

export const calendarMessages = words('calendar-words', 'calendarMessages', {
  calendarTitle: 'Takvim',
  calendarHint: 'Özel günleriniz, doğum günleri, seyahatleriniz ve birlikte geçen özel günler telefonunuzun takviminde. Bu adresi kimseyle paylaşmayın.',
  calendarCreate: 'Takvim adresi oluştur',
  calendarReplace: 'Yeni adres oluştur',
  calendarRevoke: 'Adresi kaldır',
  calendarIncludeMemories: 'Anıların günleri de eklensin',
  calendarCopy: 'Kopyala',
  calendarCopied: 'Adres kopyalandı.',
  calendarCreated: 'Takvim adresiniz hazır.',
  calendarRevoked: 'Takvim adresi kaldırıldı.',
  calendarNone: 'Henüz bir takvim adresiniz yok.',
  calendarActive: 'Adresiniz etkin. Adres yalnızca oluşturulduğunda gösterilir.',
  /** When creating or removing the address fails without a word from the server. */
  calendarFailed: 'Takvim adresi değiştirilirken bir hata oluştu.',
  calendarName: (space: string) => `${space} · Defterimiz`,
  memoryEvent: (title: string) => `Anı: ${title}`,
  calendarGone: 'Bu takvim adresi artık geçerli değil.',
} as const);
