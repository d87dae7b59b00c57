/** The words of backups (no zod: /settings shows them in its first load; decision 020). */
import { words } from './i18n/words';

export const backupMessages = words('backup-words', 'backupMessages', {
  damaged: 'Yedek okunamadı: dosya bozuk ya da eksik. Hiçbir şey değiştirilmedi.',
  foreign: 'Bu dosya bir Defterimiz yedeği değil. Hiçbir şey değiştirilmedi.',
  spaceExport: 'Bu dosya bir defterin dışa aktarması; yedek değil. Onu space:import ile içe aktarın.',
  newer: 'Bu yedek Defterimiz’in daha yeni bir sürümüyle alınmış; önce uygulamayı güncelleyin.',
  notEmpty: 'Bu sunucuda zaten veri var. Üzerine yazmak için --replace verin (önce mevcut verinin yedeği alınır).',
  spaceInvalid: 'Yedekteki bir defter denetimden geçmedi; hiçbir şey değiştirilmedi.',
  lastBackupLabel: 'Son yedek',
  lastBackupNone: 'henüz alınmadı',
  lastBackupFailed: 'son deneme başarısız oldu',
});
