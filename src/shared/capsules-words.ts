import { addDays, daysBetween, formatDate, groupDigits, moveToYear, nextOccurrence, parseIsoDate } from './dates';
import { shortTitle, socialWords, type SocialPhoto } from './social-words';
import { turkishOf, words } from './i18n/words';

/**
 * Zaman Kapsülü's constants, shapes, words and date rules, apart from its zod contract
 * (capsules.ts), so the page and the home card load no zod.
 */

export const CAPSULE_TITLE_MAX = 120;
export const CAPSULE_BODY_MAX = 10_000;
export const CAPSULE_MAX_PHOTOS = 10;
export const CAPSULE_MAX_YEARS = 25;
export const CAPSULE_SEARCH_MAX = 100;

export interface CapsulePerson {
  id: string;
  displayName: string;
}

/** A capsule before its day: all anyone — its author too — gets of it. */
export interface SealedCapsule {
  id: string;
  title: string;
  author: CapsulePerson | null;
  openDate: string;
  sealed: true;
  /** Days until the opening day (1 on its eve). */
  daysLeft: number;
}

/** From its opening day on: the letter, its photos, likes and comments, like a memory. */
export interface OpenedCapsule {
  id: string;
  title: string;
  author: CapsulePerson | null;
  openDate: string;
  sealed: false;
  body: string;
  photos: SocialPhoto[];
  likes: number;
  likedByMe: boolean;
  commentCount: number;
  /** When it was sealed. */
  createdAt: string;
}

export type Capsule = SealedCapsule | OpenedCapsule;

/** `GET /api/capsules`: the sealed ones, soonest first, then the opened, newest first. */
export interface CapsuleList {
  today: string;
  capsules: Capsule[];
}

/** `GET /api/capsules/summary`: the home card. */
export interface CapsuleSummary {
  today: string;
  next: { id: string; title: string; openDate: string; daysLeft: number } | null;
  sealed: number;
  opened: number;
}

/** The first and last day a capsule may open, from `today` of the space: tomorrow to 25 years on. */
export function openDateRange(today: string): { min: string; max: string } {
  const { year } = parseIsoDate(today);
  return { min: addDays(today, 1), max: moveToYear(today, year + CAPSULE_MAX_YEARS) };
}

export interface QuickDate {
  label: string;
  date: string;
}

/** 'Açılış tarihi' quick choices: the next anniversary, the next thousandth day together, a year on. */
export function quickOpenDates(togetherSince: string, today: string): QuickDate[] {
  const { min, max } = openDateRange(today);
  const anniversary = nextOccurrence(togetherSince, min);
  const days = daysBetween(togetherSince, min);
  const thousand = Math.max(1, Math.ceil((days + 1) / 1000)) * 1000;
  const yearOn = moveToYear(today, parseIsoDate(today).year + 1);
  const choices: QuickDate[] = [
    { label: capsuleMessages.quickAnniversary, date: anniversary },
    { label: capsuleMessages.quickDay(thousand), date: addDays(togetherSince, thousand) },
    { label: capsuleMessages.quickYear, date: yearOn },
  ];
  return choices.filter((c) => c.date >= min && c.date <= max);
}

export const capsuleMessages = words('capsules-words', 'capsuleMessages', {
  ...turkishOf(socialWords),
  title: 'Zaman Kapsülü',
  intro: 'Geleceğe mektuplar: açılış gününe kadar mühürlü kalır — yazanı için bile.',
  add: 'Yeni kapsül',
  addTitle: 'Yeni kapsül',
  fieldTitle: 'Başlık',
  titlePlaceholder: 'Bu mektuba bir ad verin',
  body: 'Mektubunuz',
  bodyPlaceholder: 'Gelecekteki size ve partnerinize neler söylemek istersiniz?',
  openDate: 'Açılış tarihi',
  quickAnniversary: 'Bir sonraki yıl dönümü',
  quickDay: (n: number) => `${groupDigits(n)}. gün`,
  quickYear: 'bir yıl sonra',
  seal: 'Mühürle',
  sealNote: 'Mühürlendikten sonra açılış gününe kadar kimse — siz de — okuyamaz ve değiştiremez.',
  cancel: 'Vazgeç',
  sealed: 'Kapsül mühürlendi.',
  sealFailed: 'Kapsül mühürlenirken bir hata oluştu.',
  titleRequired: 'Lütfen bir başlık girin.',
  titleMax: 'Başlık en fazla 120 karakter olabilir.',
  bodyRequired: 'Lütfen mektubunuzu yazın.',
  bodyMax: 'Mektup en fazla 10.000 karakter olabilir.',
  dateRange: 'Açılış tarihi yarından itibaren en fazla 25 yıl sonrası olabilir.',
  tooManyPhotos: 'Bir kapsüle en fazla 10 fotoğraf eklenebilir.',
  stillSealed: 'Bu kapsül henüz açılmadı.',
  waiting: 'Açılmayı bekleyenler',
  openedList: 'Açılanlar',
  empty: 'Henüz bir zaman kapsülünüz yok.',
  emptyHint: 'Geleceğe bir mektup yazın; açılış günü ikinize birden haber verilir.',
  searchLabel: 'Kapsüllerde ara',
  searchPlaceholder: 'Kapsüllerde ara',
  searchEmpty: 'Aramanızla eşleşen bir kapsül bulunamadı.',
  sealedBy: (name: string) => `${name} mühürledi`,
  opensOn: (date: string) => `Açılış: ${formatDate(date)}`,
  openedOn: (date: string) => `${formatDate(date)} tarihinde açıldı`,
  writtenOn: (date: string) => `Yazıldığı gün: ${formatDate(date)}`,
  daysLeft: (n: number) => (n === 1 ? 'Yarın açılıyor' : `${groupDigits(n)} gün kaldı`),
  delete: 'Kapsülü sil',
  confirmDelete: 'Bu kapsül silinsin mi? Mektup ve fotoğrafları geri gelmez.',
  deleted: 'Kapsül silindi.',
  deleteFailed: 'Kapsül silinirken bir hata oluştu.',
  onlyAuthorDeletes: 'Bu kapsülü sadece yazan kişi silebilir.',
  open: 'Kapsülü aç',
  likesLabel: 'Beğeni',
  loadFailed: 'Zaman kapsülleri yüklenirken bir hata oluştu.',
  homeNext: (days: number) => `Açılmayı bekleyen kapsül: ${groupDigits(days)} gün`,
  homeNextTomorrow: 'Açılmayı bekleyen kapsül: yarın',
  homeNone: 'Geleceğe bir mektup yazın.',
  homeOpened: (n: number) => `${groupDigits(n)} kapsül açıldı`,
  notificationTitle: 'Zaman Kapsülü',
  openedNotice: (title: string) => `Bir zaman kapsülü açıldı: ${shortTitle(title)}`,
  sealedNotice: (name: string, title: string, openDate: string) => `${name} bir zaman kapsülü mühürledi: ${shortTitle(title)} · açılış ${formatDate(openDate)}`,
  likeNotice: (name: string, title: string) => `${name} kapsülünüzü beğendi: ${shortTitle(title)}`,
  commentNotice: (name: string, title: string) => `${name} kapsülünüze yorum yaptı: ${shortTitle(title)}`,
  calendarEvent: (title: string) => `Zaman kapsülü açılıyor: ${title}`,
} as const);
