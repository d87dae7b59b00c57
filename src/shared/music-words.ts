/**
 * Music's constants, Turkish words, link parsing and shapes, apart from its zod contract (music.ts),
 * so the page loads without zod; the add form, which validates, loads when opened.
 */
import { words } from './i18n/words';
import { webLink } from './web-link';
/**
 * Music (Müzikler): each member adds one song a day, found by a YouTube search (with a key on
 * the server) or by pasting a YouTube link. The browser only names the video; the server reads
 * its title, channel and cover itself.
 *
 *   GET    /api/music?date=YYYY-MM-DD   → MusicDay (date defaults to today in the space's zone)
 *   GET    /api/music/search?q=         → { results: MusicSearchResult[] }
 *   POST   /api/music                   { date, videoId } | { date, url } → 201 { music }
 *   DELETE /api/music/:id               → { ok: true }, only by the member who added it
 */

export const MUSIC_SEARCH_MAX_RESULTS = 5;
export const MUSIC_SEARCH_MIN_QUERY = 2;
export const MUSIC_DEFAULT_VOLUME = 50;
/** How often the seek slider reads the position while a song plays. */
export const MUSIC_POLL_MS = 500;
/** One turn of the spinning cover. */
export const MUSIC_SPIN_SECONDS = 10;

export const musicMessages = words('music-words', 'musicMessages', {
  title: 'Müzikler',
  signedOut: 'Müzikleri görüntülemek için lütfen giriş yapın.',
  add: 'Yeni Müzik Ekle',
  addTitle: 'Yeni Müzik Ekle',
  searchLabel: 'YouTube’da ara',
  searchPlaceholder: 'Şarkı ya da sanatçı ara...',
  searching: 'Aranıyor…',
  noResults: 'Aramanızla eşleşen video bulunamadı.',
  linkLabel: 'YouTube bağlantısı',
  linkPlaceholder: 'https://www.youtube.com/watch?v=…',
  linkHint: 'youtube.com, youtu.be, music.youtube.com ve Shorts bağlantıları olur.',
  linkSubmit: 'Ekle',
  or: 'ya da bağlantı yapıştırın',
  keylessNote: 'Arama için sunucuda bir YouTube API anahtarı gerekir. Şarkıyı YouTube bağlantısını yapıştırarak ekleyebilirsiniz.',
  searchNeedsKey: 'Arama için sunucuda bir YouTube API anahtarı gerekir.',
  addingTo: 'Eklenecek gün:',
  cancel: 'Kapat',
  empty: 'Bu gün için henüz müzik eklenmedi.',
  emptyHint: 'Günün şarkısını siz seçin.',
  previousDay: 'Önceki gün',
  nextDay: 'Sonraki gün',
  chooseDay: 'Gün seç',
  today: 'Bugün',
  play: 'Oynat',
  pause: 'Duraklat',
  seek: 'Şarkının konumu',
  volume: 'Ses düzeyi',
  delete: 'Sil',
  addedBy: 'Ekleyen:',
  confirmDelete: 'Bu müziği silmek istediğinizden emin misiniz?',
  added: 'Müzik başarıyla eklendi!',
  deleted: 'Müzik başarıyla silindi!',
  loadFailed: 'Müzikler yüklenirken bir hata oluştu.',
  deleteFailed: 'Müzik silinirken bir hata oluştu.',
  saveFailed: 'Müzik kaydedilirken bir hata oluştu.',
  searchFailed: 'Müzik arama sırasında bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  quotaExceeded: 'YouTube API kota sınırına ulaşıldı. Lütfen daha sonra tekrar deneyin.',
  duplicate: 'Bugün için zaten bir müzik eklendi.',
  playbackFailed: 'Müzik oynatılırken bir hata oluştu.',
  playerFailed: 'Müzik oynatıcı hazırlanırken bir hata oluştu.',
  onlyOwnerDelete: 'Bu müziği sadece ekleyen kişi silebilir.',
  invalidLink: 'Lütfen geçerli bir YouTube video bağlantısı girin.',
  videoNotFound: 'Bu video bulunamadı ya da paylaşıma kapalı.',
  futureDay: 'Gelecekteki bir güne müzik eklenemez.',
  notificationTitle: 'Günün şarkısı',
  notification: (actorName: string, title: string) => `${actorName} günün şarkısını ekledi: ${title}`,
} as const);


/** A song of a day as a queue plays it (the music page's, a trip's): who chose it, by name only. */
export interface DaySong {
  id: string;
  videoId: string;
  title: string;
  artist: string;
  date: string;
  addedByName: string | null;
}

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** Paths that carry the id as their second segment: /shorts/ID, /embed/ID, /live/ID, /v/ID. */
const ID_PATHS = new Set(['shorts', 'embed', 'live', 'v']);

/**
 * The video id of a YouTube video link, or null for anything else: watch?v= (also on m. and
 * music.), youtu.be/ID, /shorts/ID, /embed/ID, /live/ID, with or without a scheme and with any
 * extra parameters (t=, list=, si=, feature=). Playlists, channels, other hosts (also look-alikes
 * such as youtube.com.example.org) and non-http schemes are refused.
 */
export function parseYouTubeLink(input: string): string | null {
  const raw = input.trim();
  if (!raw || raw.length > 500 || /\s/.test(raw)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  const url = webLink(withScheme);
  if (!url || (url.port && url.port !== '443' && url.port !== '80')) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (SHORT_HOSTS.has(host)) {
    id = segments.length === 1 ? segments[0] : null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments.length === 2 && ID_PATHS.has(segments[0])) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The watch address of a video, as oEmbed wants it. */
export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;
