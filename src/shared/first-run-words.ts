/**
 * The setup page's note to the owner (issue 38): where the data and the backups are, and how a
 * backup comes back. A backup holds every space of the server, so restoring is the operator's
 * command, never a button in the app.
 */
import { words } from './i18n/words';

export const firstRunWords = words('first-run-words', 'firstRunWords', {
  title: 'Verileriniz nerede?',
  data: 'Her şey bu sunucuda kalır: veritabanı ve fotoğraflar veri klasöründedir (DATA_DIR ayarı; Docker ile /data birimi).',
  backups:
    'Sunucu varsayılan olarak her gece 03.30’da kendini yedekler ve son 14 yedeği veri klasöründeki backups klasöründe tutar. Bu klasörü başka bir diske de kopyalayın.',
  restore: 'Bir yedek sunucudaki bütün alanları içerdiği için uygulamada sunulmaz. Geri yüklemek için sunucuyu durdurun ve şu komutu çalıştırın:',
  restoreCommand: 'npm run cli -- backup:restore --file <yedek>',
});
