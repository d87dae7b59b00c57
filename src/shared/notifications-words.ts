/**
 * The bell's words, apart from notifications.ts (its times need the calendar code), so every
 * page's shell carries only these (decision 020).
 */
import { words } from './i18n/words';

export const notificationMessages = words('notifications-words', 'notificationMessages', {
  bell: 'Bildirimler',
  title: 'Bildirimler',
  markAll: 'Tümünü Okundu İşaretle',
  empty: 'Bildirim bulunmuyor',
  unread: 'okunmamış bildirim',
  specialDateTitle: 'Özel gün',
  specialDateToday: (name: string) => `Bugün ${name}!`,
  specialDateSoon: (name: string, days: number) => `${name} için ${days} gün kaldı.`,
} as const);
