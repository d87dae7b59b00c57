import { turkishOf, words } from './i18n/words';
import { groupDigits } from './dates';
import { calendarMessages } from './calendar-words';
import { milestoneWords, ordinal, type Milestone } from './milestone-words';

/** Yılımız' words, apart from its rules (decision 020). */

export type { Milestone } from './milestone-words';

export const yilimizMessages = words('yilimiz-words', 'yilimizMessages', {
  title: 'Yılımız',
  titleOf: (year: number) => `${year} Yılımız`,
  loadError: 'Yılınız yüklenirken bir hata oluştu.',
  badYear: 'Geçersiz yıl.',
  noYear: 'Bu yıl için bir özet yok.',
  pastYears: 'Geçmiş yıllar',
  empty: 'Bu yıl henüz bir şey eklenmemiş.',
  daysThisYear: (n: number) => `Bu yıl ${groupDigits(n)} gün`,
  daysTotal: (n: number) => `Toplam ${groupDigits(n)} gün`,
  movies: 'Filmler',
  series: 'Diziler',
  books: 'Kitaplar',
  moviesCount: (n: number) => `${groupDigits(n)} film izlediniz`,
  seriesCount: (n: number) => `${groupDigits(n)} dizi bitirdiniz`,
  booksCount: (n: number) => `${groupDigits(n)} kitap okudunuz`,
  averageRating: 'Ortalama puan',
  best: 'En beğenilen',
  /** Movies' and series' genres (books have none). */
  topGenres: 'En çok izlediğiniz türler',
  directors: 'Yönetmenler',
  /** A series' creators (its `creator` column), not its producers. */
  creators: 'Yaratıcılar',
  authors: 'Yazarlar',
  places: 'Yerler',
  placesCount: (n: number) => `${groupDigits(n)} yer gezdiniz`,
  firstPlace: 'İlk gittiğiniz yer',
  farthestPlace: 'En uzak yer',
  km: (n: number) => `${groupDigits(Math.round(n))} km`,
  memories: 'Anılar',
  memoriesCount: (n: number) => `${groupDigits(n)} anı biriktirdiniz`,
  mostLiked: 'En çok beğenilenler',
  likes: (n: number) => `${groupDigits(n)} beğeni`,
  photos: 'Yılın fotoğrafları',
  songs: 'Şarkılar',
  songsCount: (n: number) => `${groupDigits(n)} şarkı`,
  playAll: 'Hepsini çal',
  game: 'Günün Film Tahmini',
  daysPlayed: 'Oynanan gün',
  wins: 'Kazanılan',
  bestStreak: 'En uzun seri',
  guessesPerWin: 'Kazanılan gün başına tahmin',
  leader: (name: string) => `Bu yıl ${name} daha çok kazandı!`,
  tie: 'Bu yıl berabere kaldınız!',
  agreement: 'Puanlarımız',
  agreementHint: 'İkinizin de puan verdiği başlıklar, iki puan arasındaki farka göre.',
  quotes: 'Alıntılar',
  quotesCount: (n: number) => `${groupDigits(n)} alıntı eklediniz`,
  trips: 'Seyahatler',
  tripsCount: (n: number) => `${groupDigits(n)} seyahat`,
  tripStory: 'Seyahat hikâyesi',
  months: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
  share: 'Paylaş',
  shareStory: 'Hikâye görseli indir',
  shareSquare: 'Kare görsel indir',
  shareHint: 'Yılınızı bir görsel olarak indirip paylaşın: sayılar ve başlıklar; bir fotoğraf yalnızca siz seçerseniz.',
  sharePhoto: 'Görselde bir fotoğraf olsun mu?',
  shareNoPhoto: 'Fotoğrafsız',
  shareFailed: 'Görsel hazırlanırken bir hata oluştu.',
  /** The picture's figures, each under its number, and its masthead. */
  shareFigures: { days: 'gün birlikte', movies: 'film', series: 'dizi', books: 'kitap', places: 'yer', memories: 'anı', songs: 'şarkı', quotes: 'alıntı' },
  shareMasthead: 'DEFTERİMİZ',
  // Milestones
  milestoneToday: (m: Milestone) => (m.kind === 'days' ? `Bugün birlikte ${ordinal(m.n)}. gününüz!` : `Bugün birlikte ${ordinal(m.n)}. yılınız!`),
  milestoneSoon: (m: Milestone, daysLeft: number) =>
    m.kind === 'days' ? `Birlikte ${ordinal(m.n)}. gününüze ${daysLeft} gün kaldı.` : `Birlikte ${ordinal(m.n)}. yılınıza ${daysLeft} gün kaldı.`,
  milestoneEvent: (m: Milestone) => (m.kind === 'days' ? `Birlikte ${ordinal(m.n)}. gün` : `Birlikte ${ordinal(m.n)}. yıl`),
  // The calendar feed's (calendar-words.ts) and home's cards' (milestone-words.ts).
  ...turkishOf(calendarMessages),
  ...turkishOf(milestoneWords),
} as const);
