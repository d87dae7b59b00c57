/**
 * The game's constants, Turkish words and shapes, apart from its zod contract (movie-game.ts), so
 * the page loads without zod.
 */
import { words } from './i18n/words';
import type { TitleType } from './catalog';
import type { GameColumn } from './game-rules';

/**
 * The daily game (spec §2 Movie game, §5, §8; decisions §5.5 and §5.9).
 *
 *   GET  /api/movie-game/today          → GameToday (never the answer while my day is open)
 *   GET  /api/movie-game/search?q=      → { results: GameSearchResult[] } (movies and series, from 3 characters)
 *   POST /api/movie-game/guesses        { imdbId } → GameToday, 201
 *   GET  /api/movie-game/stats          → { members: GameMemberStats[] }
 *   GET  /api/movie-game/days           → { today, days: GamePastDay[] } (the last 365 days, newest first)
 *   GET  /api/movie-game/practice/:day  → GameToday of a past day, practice: true
 *   POST /api/movie-game/practice/:day/guesses { imdbId } → GameToday, 201
 *   GET  /api/movie-game/settings       → { difficulty }
 *   PUT  /api/movie-game/settings       { difficulty } → { difficulty } (applies from the next day)
 */

export const GAME_MIN_QUERY = 3;
export const GAME_SEARCH_DEBOUNCE_MS = 500;
export const GAME_REVEAL_STEP_MS = 300;
/** How far back 'Geçmiş günler' reaches, and how long a title stays out of a space's schedule. */
export const GAME_PRACTICE_DAYS = 365;

export const gameDifficulties = ['easy', 'mixed', 'hard'] as const;
export type GameDifficulty = (typeof gameDifficulties)[number];

export const movieGameMessages = words('movie-game-words', 'movieGameMessages', {
  title: 'Günün Film/Dizi Tahmini',
  subtitle: 'Her gün ikinize aynı film ya da dizi. 10 tahmin hakkınız var.',
  searchLabel: 'Film veya dizi ara',
  searchPlaceholder: 'En az 3 harf yazın...',
  guess: 'Tahmin Et',
  pickFromList: 'Lütfen listeden bir film/dizi seçin.',
  dayOver: 'Bugün için tahmininizi yaptınız. Yarın tekrar bekleriz!',
  correct: 'Tebrikler! Doğru tahmin!',
  detailsFailed: 'Film/dizi detayları alınamadı.',
  notLoaded: 'Günün filmi henüz yüklenmedi. Lütfen sayfayı yenileyin.',
  guessFailed: 'Tahmin işlenirken bir hata oluştu.',
  dailyFailed: 'Günün içeriği yüklenemedi.',
  dailyLoadFailed: 'Günün içeriği yüklenirken bir hata oluştu.',
  searchFailed: 'Film/dizi arama sırasında bir hata oluştu.',
  notFound: 'Film/dizi bulunamadı.',
  alreadyGuessed: 'Bu film/diziyi bugün zaten tahmin ettiniz.',
  guesses: 'Tahminler',
  legend: 'Renkler',
  legendCorrect: 'Doğru',
  legendClose: 'Yakın',
  legendWrong: 'Yanlış',
  legendArrows: 'Ok, cevabın hangi yönde olduğunu gösterir',
  higher: 'Daha yüksek',
  lower: 'Daha düşük',
  streak: 'Seri',
  streakDays: (_n: number) => 'gün',
  guessesLeft: (_n: number) => 'tahmin hakkı kaldı',
  noGuesses: 'Henüz tahmin yok. İlk tahmininizi yapın!',
  answerWon: 'Bugünün cevabı',
  answerLost: 'Bu seferlik olmadı. Bugünün cevabı:',
  partnerTitle: 'Partneriniz',
  partnerNotStarted: 'henüz oynamadı.',
  partnerPlaying: 'hâlâ tahmin ediyor',
  partnerWon: 'günün tahminini buldu',
  partnerLost: 'bugün bulamadı',
  partnerFound: 'bu günün tahminini buldu',
  partnerNotFound: 'bu günü bulamadı',
  partnerHidden: 'Kendi gününüzü bitirince partnerinizin tahminlerini görebilirsiniz.',
  statsTitle: 'İstatistikler',
  played: 'Oynanan',
  winRate: 'Kazanma %',
  currentStreak: 'Güncel seri',
  longestStreak: 'En uzun seri',
  distribution: 'Tahmin dağılımı',
  share: 'Paylaş',
  copied: 'Sonuç panoya kopyalandı!',
  copyFailed: 'Sonuç kopyalanamadı.',
  notificationTitle: 'Günün Film Tahmini',
  columns: {
    title: 'Film',
    type: 'Tip',
    director: 'Yönetmen',
    genres: 'Tür',
    year: 'Yıl',
    runtime: 'Süre',
    actors: 'Oyuncu',
    imdbRating: 'IMDB',
  } satisfies Record<GameColumn, string>,
  types: { movie: 'Film', series: 'Dizi' } satisfies Record<TitleType, string>,
  pastDays: 'Geçmiş günler',
  moreDays: 'Daha eski günler',
  pastDaysHint: 'Son 365 günün her birini bir kez pratik olarak oynayabilirsiniz. Seri ve istatistikler değişmez.',
  backToToday: 'Bugünün oyununa dön',
  practice: 'Pratik',
  practiceNote: 'Pratik oyun: seriniz ve istatistikleriniz değişmez.',
  practiceOver: 'Bu günü oynadınız.',
  practiceAnswer: 'Bu günün cevabı',
  pastOpen: 'Oynanmadı',
  pastPlaying: 'Devam ediyor',
  pastWon: 'Bulundu',
  pastLost: 'Bulunamadı',
  dayNotCome: 'Bu gün henüz gelmedi.',
  todayNotPractice: 'Bugünün oyunu pratik olarak oynanamaz.',
  dayTooOld: 'Pratik yalnızca son 365 gün için oynanabilir.',
  badDay: 'Geçersiz gün.',
  practiceDone: 'Bu günü zaten oynadınız.',
  pastDaysFailed: 'Geçmiş günler yüklenemedi.',
  difficultyTitle: 'Günün Film/Dizi Tahmini',
  difficultyLabel: 'Zorluk',
  difficultyHint: 'Değişiklik yarından itibaren geçerli olur.',
  difficultySaved: 'Zorluk kaydedildi. Yarından itibaren geçerli.',
  difficultyInvalid: 'Lütfen bir zorluk seçin.',
  difficulties: { easy: 'Kolay', mixed: 'Karışık', hard: 'Zor' } satisfies Record<GameDifficulty, string>,
  difficultyNotes: {
    easy: 'Çok bilinen filmler ve diziler.',
    mixed: 'Hepsinden karışık.',
    hard: 'Daha az bilinenler.',
  } satisfies Record<GameDifficulty, string>,
  /** 'Yeni film 05:12:33 sonra': the time left until midnight (countdownText fills in the clock). */
  newFilmIn: (clock: string) => `Yeni film ${clock} sonra`,
} as const);

/** 'Yeni film 05:12:33 sonra': the time left until midnight in the space's time zone. */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return movieGameMessages.newFilmIn(`${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`);
}

/** '{ad} günün tahminini {n} denemede buldu' / '{ad} günün tahminini bulamadı'. */
export const gameResultMessage = words('movie-game-words', 'gameResultMessage', (name: string, won: boolean, guesses: number): string =>
  won ? `${name} günün tahminini ${guesses} denemede buldu` : `${name} günün tahminini bulamadı`,
);
