import { words } from './i18n/words';

/**
 * Günün Sorusu's constants, shapes and Turkish words, apart from its zod contract
 * (daily-question.ts), so the page and the home card load no zod. The bank of questions itself is
 * data on the server (server/features/daily-question/bank/), not words.
 */

/** The bank's four categories, in the order the form and the page show them. */
export const questionCategories = ['anilar', 'hayaller', 'eglence', 'biz'] as const;
export type QuestionCategory = (typeof questionCategories)[number];

export const questionCategoryLabels = words('daily-question-words', 'questionCategoryLabels', {
  anilar: 'Anılar',
  hayaller: 'Hayaller',
  eglence: 'Eğlence',
  biz: 'Biz',
} satisfies Record<QuestionCategory, string>);

export const ANSWER_MAX = 1000;
export const CUSTOM_QUESTION_MIN = 5;
export const CUSTOM_QUESTION_MAX = 200;
/** A couple's own questions: far more than a year of days, far less than anything abusive. */
export const CUSTOM_QUESTIONS_MAX = 500;
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_MAX = 50;
export const HISTORY_SEARCH_MAX = 100;

export interface QuestionPerson {
  id: string;
  displayName: string;
}

/** The day's question as both members see it. */
export interface DayQuestion {
  /** The space's calendar day it was asked on (YYYY-MM-DD). */
  day: string;
  text: string;
  category: QuestionCategory;
  /** Set when the couple wrote it themselves ('Kendi sorunuzu ekleyin'). */
  custom: { addedBy: QuestionPerson | null } | null;
}

export interface QuestionAnswer {
  text: string;
  updatedAt: string;
}

/**
 * Another member's answer as the viewer may see it: whether they answered, and the text only once
 * the viewer's own answer of that day is saved (the server never sends it before).
 */
export interface OtherAnswer {
  member: QuestionPerson;
  answered: boolean;
  answer: QuestionAnswer | null;
}

/** `GET /api/daily-question/today`. */
export interface QuestionToday {
  today: string;
  question: DayQuestion;
  mine: QuestionAnswer | null;
  others: OtherAnswer[];
  /** Every member has answered: both see both. */
  allAnswered: boolean;
}

/** One earlier day in 'Geçmiş sorular'. */
export interface QuestionHistoryItem {
  question: DayQuestion;
  mine: QuestionAnswer | null;
  others: OtherAnswer[];
  allAnswered: boolean;
  /** This day is its year's 'Yılın sorusu'. */
  yearPick: boolean;
}

/** `GET /api/daily-question/history`: newest first, keyset-paged by day. */
export interface QuestionHistoryPage {
  items: QuestionHistoryItem[];
  nextCursor: string | null;
}

/** A question the couple added, as 'Sizin sorularınız' lists it. */
export interface CustomQuestion {
  id: string;
  text: string;
  category: QuestionCategory;
  addedBy: QuestionPerson | null;
  createdAt: string;
  /** Already asked on some day (it keeps its place in the rotation, once a year at most). */
  asked: boolean;
}

/** Yılımız' part: the days both answered, and the question the couple chose for the year. */
export interface QuestionsOfYear {
  answeredTogether: number;
  pick: { day: string; text: string; answers: { name: string; text: string }[] } | null;
}

export const dailyQuestionMessages = words('daily-question-words', 'dailyQuestionMessages', {
  title: 'Günün Sorusu',
  intro: 'Her gün ikinize aynı soru. Cevaplar, ikiniz de cevaplayınca açılır.',
  answerLabel: 'Cevabınız',
  answerPlaceholder: 'Aklınızdan geçeni yazın…',
  submit: 'Cevabımı gönder',
  update: 'Cevabımı güncelle',
  edit: 'Düzenle',
  cancel: 'Vazgeç',
  saved: 'Cevabınız kaydedildi.',
  updated: 'Cevabınız güncellendi.',
  saveFailed: 'Cevabınız kaydedilirken bir hata oluştu.',
  editableToday: 'Cevabınızı bugün bitene kadar düzenleyebilirsiniz.',
  answerRequired: 'Lütfen bir cevap yazın.',
  answerMax: 'Cevap en fazla 1000 karakter olabilir.',
  notToday: 'Yalnızca bugünün sorusu cevaplanabilir; geçmiş günlerin cevapları değişmez.',
  you: 'Siz',
  waiting: (name: string) => `${name} henüz cevaplamadı.`,
  answeredHidden: (name: string) => `${name} cevapladı. Cevabını görmek için önce siz cevaplayın.`,
  bothAnswered: 'İkiniz de cevapladınız.',
  notAnswered: 'Cevaplanmadı',
  skippedHidden: (name: string) => `${name} cevapladı; siz cevaplamadığınız için cevabı gizli kaldı.`,
  history: 'Geçmiş sorular',
  historyEmpty: 'Henüz geçmiş bir soru yok. Bugünün sorusu yarın burada olacak.',
  searchLabel: 'Geçmiş sorularda ara',
  searchPlaceholder: 'Sorularda ve cevaplarda ara',
  searchEmpty: 'Aramanızla eşleşen bir soru bulunamadı.',
  loadMore: 'Daha fazla göster',
  loadFailed: 'Günün sorusu yüklenirken bir hata oluştu.',
  custom: 'Kendi sorunuzu ekleyin',
  customLabel: 'Sorunuz',
  customPlaceholder: 'İkinize sormak istediğiniz soru…',
  customCategory: 'Kategori',
  customAdd: 'Ekle',
  customAdded: 'Sorunuz eklendi; önümüzdeki günlerde karşınıza çıkacak.',
  customFailed: 'Soru kaydedilirken bir hata oluştu.',
  customLength: 'Soru en az 5, en fazla 200 karakter olmalıdır.',
  customCategoryInvalid: 'Lütfen bir kategori seçin.',
  customTooMany: 'En fazla 500 soru ekleyebilirsiniz.',
  customDuplicate: 'Bu soru zaten listenizde.',
  customList: 'Sizin sorularınız',
  customEmpty: 'Henüz kendi sorunuzu eklemediniz.',
  customAsked: 'Soruldu',
  customWaiting: 'Sırada',
  customBy: (name: string) => `${name} ekledi`,
  customDelete: 'Soruyu sil',
  customDeleteConfirm: 'Bu soru sıradan çıkarılsın mı? Sorulduğu günlerin cevapları yerinde kalır.',
  customDeleted: 'Soru silindi.',
  customDeleteFailed: 'Soru silinirken bir hata oluştu.',
  onlyAdderDeletes: 'Bu soruyu sadece ekleyen kişi silebilir.',
  yearPick: 'Yılın sorusu',
  yearPickSet: 'Yılın sorusu yap',
  yearPickClear: 'Yılın sorusu olmaktan çıkar',
  yearPickSaved: (year: number) => `${year} yılının sorusu seçildi.`,
  yearPickCleared: 'Yılın sorusu kaldırıldı.',
  yearPickFailed: 'Yılın sorusu kaydedilirken bir hata oluştu.',
  yearPickNeedsBoth: 'Yılın sorusu, ikinizin de cevapladığı bir soru olmalı.',
  notificationTitle: 'Günün Sorusu',
  partnerAnswered: (name: string) => `${name} günün sorusunu cevapladı — sizin cevabınızı bekliyor.`,
  bothAnsweredNotice: 'İkiniz de cevapladınız.',
  reminder: (question: string) => `Bugünün sorusu sizi bekliyor: ${question}`,
  homeAnswer: 'Cevaplayın',
  homeSee: 'Cevapları görün',
  homeMineSent: 'Cevabınız gönderildi',
  homeMineWaiting: 'Cevabınızı bekliyor',
  homeOtherAnswered: (name: string) => `${name} cevapladı`,
  homeOtherWaiting: (name: string) => `${name} bekleniyor`,
  yearCount: (n: number) => (n === 0 ? 'Bu yıl henüz birlikte cevapladığınız bir soru yok.' : `Bu yıl ${n} soruyu birlikte cevapladınız.`),
  yearNoPick: "Yılın sorusunu henüz seçmediniz: 'Geçmiş sorular'da birini seçebilirsiniz.",
} as const);
