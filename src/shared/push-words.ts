/**
 * Web Push words and pure rules shared by the server, the page and the service worker (which
 * must not load zod): the kinds a member can switch off, the payload, quiet hours.
 */
import { words } from './i18n/words';
import { minutesInZone } from './dates';
import type { Language } from './i18n/languages';

/** What may buzz a phone; each is switched on or off per member in 'Bildirimler'. */
export const pushKinds = [
  'lists',
  'ikimiz',
  'quotes',
  'memories',
  'places',
  'trips',
  'music',
  'game',
  'on-this-day',
  'special-dates',
  'game-reminder',
  'daily-question',
  'question-reminder',
  'capsules',
  'other',
] as const;
export type PushKind = (typeof pushKinds)[number];

export const pushKindLabels = words('push-words', 'pushKindLabels', {
  lists: 'Filmler, diziler ve kitaplar',
  ikimiz: 'Eşleşmeler ve bu akşamın seçimi',
  quotes: 'Alıntılar',
  memories: 'Anılar, beğeniler ve yorumlar',
  places: 'Mekanlar',
  trips: 'Seyahatler ve hikâyeleri',
  music: 'Günün şarkısı',
  game: 'Partnerimin oyun sonucu',
  'on-this-day': 'Geçen yıllarda bugün (sabah)',
  'special-dates': 'Özel gün hatırlatmaları',
  'game-reminder': 'Oynanmamış oyun hatırlatması (akşam)',
  'daily-question': 'Günün sorusu: partnerimin cevabı',
  'question-reminder': 'Cevaplanmamış soru hatırlatması (akşam)',
  capsules: 'Açılan zaman kapsülleri',
  other: 'Diğer bildirimler',
} satisfies Record<PushKind, string>);

/** What the service worker gets, decrypted: all it needs to show the notification and the badge. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of this app that opens the thing ('/memories?ani=…' opens that memory). */
  url: string;
  /** Same tag, same notification on the device: a burst shows as one. */
  tag: string;
  kind: PushKind;
  /** The recipient's unread notifications, for the app icon's badge. */
  unread: number;
  /** The recipient's language, which the words are in (the worker's notification says so). */
  lang?: Language;
}

export interface NotificationPreferences {
  disabledKinds: PushKind[];
  quietEnabled: boolean;
  /** 'HH:MM' in the space's time zone. */
  quietStart: string;
  quietEnd: string;
}

export const DEFAULT_PREFERENCES: NotificationPreferences = { disabledKinds: [], quietEnabled: true, quietStart: '23:00', quietEnd: '08:00' };

/** One device of the member, as 'Bildirimler' lists it (never the endpoint or keys). */
export interface PushDevice {
  id: string;
  label: string;
  createdAt: string;
  lastSentAt: string | null;
  /** The device this page runs on (the endpoint the page sent matches). */
  current?: boolean;
}

export const pushMessages = words('push-words', 'pushMessages', {
  section: 'Bildirimler',
  intro: 'Partneriniz bir şey eklediğinde, beğendiğinde ya da yorum yaptığında telefonunuz haber versin.',
  enable: 'Bu cihazda bildirimleri aç',
  disable: 'Bu cihazda bildirimleri kapat',
  enabled: 'Bu cihazda bildirimler açık.',
  unsupported: 'Bu tarayıcı anlık bildirimleri desteklemiyor. iPhone’da önce uygulamayı ana ekrana ekleyin.',
  denied: 'Bildirim izni verilmedi. Tarayıcının site ayarlarından izin verebilirsiniz.',
  kinds: 'Neler bildirilsin',
  quietHours: 'Sessiz saatler',
  quietHint: 'Bu saatlerde gelenler bekletilir, sessiz saatler bitince gönderilir.',
  quietFrom: 'Başlangıç',
  quietTo: 'Bitiş',
  devices: 'Cihazlar',
  noDevices: 'Henüz bildirim alan bir cihaz yok.',
  thisDevice: 'Bu cihaz',
  /** A device whose browser could not be told from its User-Agent (never 'Bu cihaz' unless it is). */
  unknownDevice: 'Bilinmeyen cihaz',
  sendTest: 'Bu cihaza test bildirimi gönder',
  testSent: 'Test bildirimi gönderildi.',
  testFailed: 'Bildirim servisi şu anda cevap vermiyor. Biraz sonra yeniden deneyin.',
  testTitle: 'Defterimiz',
  testBody: 'Bildirimler bu cihazda çalışıyor.',
  remove: 'Kaldır',
  removed: 'Cihaz kaldırıldı.',
  save: 'Kaydet',
  saved: 'Bildirim ayarları kaydedildi.',
  lastSent: 'Son bildirim',
  never: 'Henüz bildirim gönderilmedi',
  endpointNotAllowed: 'Bu bildirim adresi kabul edilmiyor: yalnızca tarayıcıların bildirim servisleri kullanılabilir.',
  invalidSubscription: 'Geçersiz bildirim aboneliği.',
  /** An endpoint another member already holds (a shared browser): it is not moved to this one. */
  endpointTaken: 'Bu tarayıcının bildirimleri başka bir hesaba bağlı. O hesaptan çıkış yapıldıktan sonra burada açabilirsiniz.',
  invalidTime: 'Saati SS:DD biçiminde girin.',
  unknownKind: 'Bilinmeyen bildirim türü.',
  /** Appended when several pushes of one tag were folded into one. */
  andMore: (n: number) => `(+${n} bildirim daha)`,
} as const);

/** 'HH:MM' → minutes after midnight, or null. */
export function parseClock(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export const formatClock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * When a push made at `now` may go out: `now`, or the end of the quiet hours when `now` falls
 * inside them (start inclusive, end exclusive; a window may cross midnight, 23:00–08:00).
 */
export function quietHoursEnd(now: Date, timeZone: string, quiet: { enabled: boolean; start: number; end: number }): Date {
  if (!quiet.enabled || quiet.start === quiet.end) return now;
  const at = minutesInZone(now, timeZone);
  const inside = quiet.start < quiet.end ? at >= quiet.start && at < quiet.end : at >= quiet.start || at < quiet.end;
  if (!inside) return now;
  const minutesLeft = (quiet.end - at + 1440) % 1440;
  const end = new Date(now.getTime() + minutesLeft * 60_000);
  end.setUTCSeconds(0, 0);
  return end;
}
