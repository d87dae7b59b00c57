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
 */

export const GAME_MIN_QUERY = 3;
export const GAME_SEARCH_DEBOUNCE_MS = 500;
export const GAME_REVEAL_STEP_MS = 300;

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
} as const);

/** '{ad} günün tahminini {n} denemede buldu' / '{ad} günün tahminini bulamadı'. */
export const gameResultMessage = words('movie-game-words', 'gameResultMessage', (name: string, won: boolean, guesses: number): string =>
  won ? `${name} günün tahminini ${guesses} denemede buldu` : `${name} günün tahminini bulamadı`,
);
