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

export const notificationMessages = {
  bell: 'Bildirimler',
  title: 'Bildirimler',
  markAll: 'Tümünü Okundu İşaretle',
  empty: 'Bildirim bulunmuyor',
  unread: 'okunmamış bildirim',
  justNow: 'Az önce',
  specialDateTitle: 'Özel gün',
  specialDateToday: (name: string) => `Bugün ${name}!`,
  specialDateSoon: (name: string, days: number) => `${name} için ${days} gün kaldı.`,
} as const;

/** The daily nudges' words (server/features/notifications/nudges.ts): the morning's memories, the evening's game. */
export const nudgeMessages = {
  onThisDayTitle: 'Geçen yıllarda bugün',
  onThisDay: (n: number, first: string) => (n === 1 ? `Bugün bir anınız var: ${first}` : `Bugün ${n} anınız var: ${first} ve diğerleri`),
  gameTitle: 'Günün Film Tahmini',
  gameReminder: 'Bugünün oyununu henüz oynamadın.',
} as const;

/** "5 dakika önce", "3 saat önce", "Dün 14:05" or a Turkish date, for the bell's list. */
export function relativeTime(createdAt: string, now: Date, timeZone?: string): string {
  const then = new Date(createdAt);
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return notificationMessages.justNow;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} dakika önce`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} saat önce`;
  const sameYear = then.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(then);
}
