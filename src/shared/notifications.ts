import { words } from './i18n/words';
import { dateWords } from './dates-words';
import { formatDate, formatIsoDate, minutesInZone, todayInSpaceZone } from './dates';

export const notificationTypes = ['info', 'success', 'error', 'warning'] as const;
export type NotificationKind = (typeof notificationTypes)[number];

export interface AppNotification {
  id: string;
  title: string;
  message: string;
  type: NotificationKind;
  read: boolean;
  createdAt: string;
}

/** `GET /api/notifications`: the member's own, newest first, with the count of all unread. */
export interface NotificationList {
  notifications: AppNotification[];
  unreadCount: number;
}

export const NOTIFICATION_LIST_LIMIT = 50;

export { notificationMessages } from './notifications-words';

/** The daily nudges' words (server/features/notifications/nudges.ts): the morning's memories, the evening's game. */
export const nudgeMessages = words('notifications', 'nudgeMessages', {
  onThisDayTitle: 'Geçen yıllarda bugün',
  onThisDay: (n: number, first: string) => (n === 1 ? `Bugün bir anınız var: ${first}` : `Bugün ${n} anınız var: ${first} ve diğerleri`),
  gameTitle: 'Günün Film Tahmini',
  gameReminder: 'Bugünün oyununu henüz oynamadınız.',
} as const);

/** "5 dakika önce", "3 saat önce", or the date and time ("10 Haziran 2025 12:00"), in the active language, for the bell's list. */
export function relativeTime(createdAt: string, now: Date, timeZone?: string): string {
  const then = new Date(createdAt);
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return dateWords.justNow;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return dateWords.minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return dateWords.hoursAgo(hours);
  // By hand (Intl's first formatter of a locale is slow on a phone): in the space's zone, else this device's.
  const local = (d: Date) => formatIsoDate({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() });
  const day = timeZone ? todayInSpaceZone(then, timeZone) : local(then);
  const clock = timeZone ? minutesInZone(then, timeZone) : then.getHours() * 60 + then.getMinutes();
  const thisYear = (timeZone ? todayInSpaceZone(now, timeZone) : local(now)).slice(0, 4);
  const date = formatDate(day, { year: day.slice(0, 4) !== thisYear });
  return dateWords.moment(date, Math.floor(clock / 60), clock % 60);
}
