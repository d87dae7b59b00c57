/** The words of export and import (no zod: /settings shows them in its first load; decision 020). */
import { words } from './i18n/words';

export const transferMessages = words('transfer-words', 'transferMessages', {
  exportTitle: 'Dışa aktar',
  exportHint: 'Defterinizdeki her şeyi (listeler, anılar, fotoğraflar…) tek bir ZIP dosyası olarak indirin.',
  exportButton: 'Dışa aktar',
  exportSealed: 'Mühürlü zaman kapsülleri açılış günlerine kadar bu dosyaya girmez; sunucunun yedeklerinde ise eksiksiz saklanır.',
  damaged: 'Arşiv okunamadı: dosya bozuk ya da eksik.',
  foreign: 'Bu dosya bir Defterimiz dışa aktarması değil.',
  newer: 'Bu arşiv Defterimiz’in daha yeni bir sürümüyle hazırlanmış; önce uygulamayı güncelleyin.',
  unsafePath: 'Arşivde klasörün dışına çıkan bir dosya yolu var; içe aktarma durduruldu.',
  emailTaken: (email: string) => `Arşivdeki ${email} adresi bu sunucuda zaten kullanılıyor; içe aktarma durduruldu.`,
  invalidRow: (kind: string, row: number) =>
    row > 0
      ? `Arşivdeki data/${kind}.json dosyasının ${row}. kaydı geçersiz; içe aktarma durduruldu.`
      : `Arşivdeki data/${kind}.json dosyası geçersiz; içe aktarma durduruldu.`,
  duplicateId: (kind: string) => `Arşivdeki data/${kind}.json dosyasında aynı kimlik birden fazla kez geçiyor; içe aktarma durduruldu.`,
  foreignSpace: (kind: string) => `Arşivdeki data/${kind}.json dosyasında başka bir alana ait bir kayıt var; içe aktarma durduruldu.`,
  danglingReference: (kind: string) =>
    `Arşivdeki data/${kind}.json dosyasında arşivde olmayan bir kayda bağlantı var; içe aktarma durduruldu.`,
  tooManyMembers: (max: number) => `Arşivde ${max} kişiden fazla üye var; bir alan en fazla ${max} üye alabilir. İçe aktarma durduruldu.`,
  photoKey: 'Arşivdeki bir fotoğrafın dosya adı kaydıyla uyuşmuyor; içe aktarma durduruldu.',
  photoBytes: 'Arşivdeki bir fotoğraf dosyası geçerli bir resim değil ya da kaydıyla uyuşmuyor; içe aktarma durduruldu.',
  exportFileName: (date: string) => `defterimiz-${date}.zip`,
  tooLargeForSpace: 'Arşiv, bu sunucuda bir defterin tutabileceğinden fazla kayıt ya da fotoğraf içeriyor; içe aktarma durduruldu.',
  exportRunning: 'Bu defter için zaten bir dışa aktarma sürüyor. Lütfen bittikten sonra tekrar deneyin.',
});
