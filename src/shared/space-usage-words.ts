import { words } from './i18n/words';
import { groupDigits } from './dates';

/** What a member reads when their space is full (issue 33: SPACE_MAX_ROWS, SPACE_MAX_PHOTO_MB). */
export const spaceUsageMessages = words('space-usage-words', 'spaceUsageMessages', {
  rowsFull:
    'Bu defterin kayıt sınırına ulaşıldı; yeni kayıt eklenmedi. Yer açmak için eski kayıtları silebilir ya da sunucuyu yöneten kişiye başvurabilirsiniz.',
  photosFull:
    'Bu defterin fotoğraf alanı doldu; fotoğraf kaydedilmedi. Yer açmak için eski fotoğrafları silebilir ya da sunucuyu yöneten kişiye başvurabilirsiniz.',
  importTooLarge: (room: number) =>
    room > 0
      ? `Bu içe aktarma defterin kayıt sınırını aşıyor: en fazla ${groupDigits(room)} kayıt daha eklenebilir. Hiçbir şey eklenmedi.`
      : 'Bu defterin kayıt sınırına ulaşıldı; içe aktarmadan hiçbir şey eklenmedi.',
});
