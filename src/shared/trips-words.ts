/**
 * Trips (issue 37, 'Seyahatler' on /places): their words, limits and shapes, apart from their zod
 * contract (trips.ts), so the pages, the home card and Yılımız load without zod.
 *
 *   GET    /api/trips                         → { trips: TripSummary[] }
 *   POST   /api/trips                         TripInput → 201 { trip: TripSummary }
 *   GET    /api/trips/:id                     → TripDetail (its places, and its days: memories, songs, visits)
 *   PUT    /api/trips/:id                     TripUpdate → { trip }, only by the member who added it
 *   POST   /api/trips/:id/cover               multipart `photo` → { trip }, only by that member
 *   DELETE /api/trips/:id                     → { ok: true }, only by that member (its places stay)
 *   POST   /api/trips/:id/places              { placeIds?, newPlaces? } → { trip }, by either member
 *   DELETE /api/trips/:id/places/:placeId     → { ok: true }, by the trip's adder or whoever added the place to it
 */
import { turkishOf, words } from './i18n/words';
import { tripCountdownMessages } from './trips-countdown-words';
import { formWords } from './form-words';
import { daysBetween, groupDigits } from './dates';

/** A trip's days as Turkish writes a range ('13–16 Haziran 2025'): shared/dates.ts' formatDateRange. */
export { formatDateRange as formatTripDates } from './dates';
import type { Place, PlacePhoto } from './places-words';
import type { DaySong } from './music-words';

/** The longest trip, counting its first and last day. */
export const TRIP_MAX_DAYS = 60;
export const TRIP_NAME_MAX = 80;
/** Places one request may add to a trip, and a trip may hold. */
export const TRIP_MAX_PLACES = 100;

/** Where a trip stands on the space's today. */
export type TripPhase = 'upcoming' | 'ongoing' | 'past';

export interface TripSummary {
  id: string;
  name: string;
  /** YYYY-MM-DD, the first and the last day, both inside the trip. */
  startDate: string;
  endDate: string;
  cover: PlacePhoto | null;
  phase: TripPhase;
  /** Days until it starts (0 on its first day and after). */
  daysLeft: number;
  /** The places chosen for it. */
  placeCount: number;
  createdAt: string;
  updatedAt: string;
  addedBy: { id: string; displayName: string } | null;
}

export interface TripMemory {
  id: string;
  title: string;
  date: string;
  /** Its photos in order (the cover first). */
  photoIds: string[];
}

export type TripSong = DaySong;

/** One day of a trip: what is dated on it, gathered by date (no second entry). */
export interface TripDay {
  date: string;
  memories: TripMemory[];
  songs: TripSong[];
  /** 'Gittik' places visited that day, in the order they were added. */
  places: { id: string; name: string }[];
}

export interface TripStop {
  id: string;
  name: string;
  lat: number;
  lng: number;
  visitDate: string;
}

export interface TripDetail {
  trip: TripSummary;
  /** The places chosen for it (wishes and visited ones), with who chose each. */
  places: (Place & { linkedBy: string | null })[];
  days: TripDay[];
  /** Every place visited on its days, in visit order: the route. */
  route: TripStop[];
  /** Both members' songs of its days, one after another. */
  songs: TripSong[];
  counts: { days: number; places: number; photos: number; km: number };
}

export const tripsMessages = words('trips-words', 'tripsMessages', {
  title: 'Seyahatler',
  add: 'Yeni seyahat',
  addTitle: 'Yeni seyahat',
  editTitle: 'Seyahati düzenle',
  name: 'Seyahat adı',
  namePlaceholder: 'Örn. Kapadokya',
  startDate: 'Başlangıç',
  endDate: 'Bitiş',
  cover: 'Kapak fotoğrafı',
  places: 'Yerler',
  placesHint: 'Gideceğiniz yerlerden seçin ya da yeni bir yer ekleyin.',
  noWishes: 'Gideceğiz listenizde henüz yer yok.',
  newPlace: 'Yeni yer ekle',
  newPlaceRemove: 'Çıkar',
  addPlaces: 'Yer ekle',
  removePlace: 'Seyahatten çıkar',
  ...turkishOf(formWords),
  empty: 'Henüz seyahat eklenmedi.',
  emptyHint: 'Bir seyahat planlayın: o günlerin anıları, şarkıları ve gittiğiniz yerler kendiliğinden toplanır.',
  loadFailed: 'Seyahatler yüklenirken bir hata oluştu.',
  notFound: 'Bu seyahat bulunamadı.',
  added: 'Seyahat başarıyla eklendi!',
  updated: 'Seyahat başarıyla güncellendi!',
  deleted: 'Seyahat başarıyla silindi!',
  placesAdded: 'Yerler seyahate eklendi!',
  placeRemoved: 'Yer seyahatten çıkarıldı.',
  saveFailed: 'Seyahat kaydedilirken bir hata oluştu.',
  deleteFailed: 'Seyahat silinirken bir hata oluştu.',
  confirmDelete: 'Bu seyahati silmek istediğinizden emin misiniz? Yerleriniz, anılarınız ve şarkılarınız silinmez.',
  back: 'Seyahatler',
  // Phases and the countdown.
  ongoing: 'Şu an seyahattesiniz',
  past: 'Tamamlandı',
  ...turkishOf(tripCountdownMessages),
  dayCount: (n: number) => `${groupDigits(n)} gün`,
  placeCount: (n: number) => `${groupDigits(n)} yer`,
  // The trip's page.
  toConfirm: 'Gittiniz mi?',
  toConfirmHint: 'Seyahatte gittiğiniz yerleri işaretleyin; o günün tarihiyle Gittik olur.',
  gathered: 'Seyahatin günleri',
  gatheredHint: 'Bu günlere tarihlenen anılar, şarkılar ve gittiğiniz yerler kendiliğinden burada.',
  nothingYet: 'Bu günlerde henüz bir anı, şarkı ya da yer yok.',
  dayTitle: (n: number) => `${n}. gün`,
  openStory: 'Seyahat hikâyesini aç',
  // The story.
  story: 'Seyahat hikâyesi',
  storyNotReady: 'Seyahat hikâyesi, seyahat bittiğinde hazır olur.',
  route: 'Rota',
  routeEmpty: 'Bu seyahatte henüz Gittik olarak işaretlenmiş bir yer yok.',
  routeStop: (n: number, name: string) => `${n}. durak: ${name}`,
  songs: 'Şarkılar',
  songsEmpty: 'Bu günlerde şarkı eklenmemiş.',
  playAll: 'Hepsini çal',
  figures: { days: 'gün', places: 'yer', photos: 'fotoğraf', km: 'km yol' },
  km: (n: number) => `${groupDigits(Math.round(n))} km`,
  share: 'Paylaş',
  shareHint: 'Seyahatinizi bir görsel olarak indirip paylaşın: sayılar ve başlıklar; bir fotoğraf yalnızca siz seçerseniz.',
  shareStory: 'Hikâye görseli indir',
  shareSquare: 'Kare görsel indir',
  sharePhoto: 'Görselde bir fotoğraf olsun mu?',
  shareNoPhoto: 'Fotoğrafsız',
  shareFailed: 'Görsel hazırlanırken bir hata oluştu.',
  shareMasthead: 'DEFTERİMİZ · SEYAHAT',
  // The calendar feed.
  calendarEvent: (name: string) => `Seyahat: ${name}`,
  // Notifications.
  newTripTitle: 'Yeni seyahat',
  newTrip: (actor: string, name: string) => `${actor} yeni bir seyahat planladı: ${name}`,
  storyReadyTitle: 'Seyahat hikâyesi',
  storyReady: (name: string) => `Seyahatinizin hikâyesi hazır: ${name}`,
  // Refusals.
  nameRequired: 'Lütfen bir seyahat adı girin.',
  nameMax: 'Seyahat adı en fazla 80 karakter olabilir.',
  endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  tooLong: 'Bir seyahat en fazla 60 gün sürebilir.',
  placeNotFound: 'Seçilen yerlerden biri bulunamadı.',
  tooManyPlaces: 'Bir seyahatte en fazla 100 yer olabilir.',
  onlyOwnerEdit: 'Bu seyahati sadece ekleyen kişi düzenleyebilir.',
  onlyOwnerDelete: 'Bu seyahati sadece ekleyen kişi silebilir.',
  onlyLinkerRemove: 'Bu yeri seyahatten sadece onu ekleyen kişi çıkarabilir.',
  notInTrip: 'Bu yer bu seyahatte değil.',
} as const);

/** 1 for a one-day trip: both ends count. */
export const tripDays = (startDate: string, endDate: string) => daysBetween(startDate, endDate) + 1;

