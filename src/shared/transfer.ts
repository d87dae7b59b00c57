import { z } from './validation';
import { sharedFeatures, type SharedFeature } from './features';

/**
 * Export and import of a whole space (issue 11). The archive is a ZIP with `manifest.json`,
 * one JSON file per kind of record under `data/` and every photo's stored bytes under `photos/`.
 * Bump TRANSFER_FORMAT_VERSION when the archive's layout changes in a way an older reader
 * would misread; an importer refuses archives newer than it knows.
 */
export const TRANSFER_FORMAT_VERSION = 1;
export const TRANSFER_APP = 'defterimiz';

/** The space itself: its settings, members and photos, which every feature's records may point at. */
export const CORE_TRANSFER_KINDS = ['settings', 'members', 'photos', 'special-dates'] as const;

/**
 * Kinds of record, in the order an import inserts them (a row only points at earlier kinds): the
 * core, then each feature's `exportKinds` in the order of src/shared/features/index.ts.
 */
export const TRANSFER_KINDS = [...CORE_TRANSFER_KINDS, ...sharedFeatures.flatMap((f) => f.exportKinds)] as readonly TransferKind[];
export type FeatureTransferKind = SharedFeature['exportKinds'][number];
export type TransferKind = (typeof CORE_TRANSFER_KINDS)[number] | FeatureTransferKind;

export const transferManifest = z.object({
  app: z.literal(TRANSFER_APP),
  formatVersion: z.number().int().positive(),
  appVersion: z.string(),
  schemaVersion: z.string(),
  exportedAt: z.string(),
  spaceName: z.string(),
  /** Rows per kind, and `photoFiles`: files under photos/. */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  /** Photo files the rows name whose bytes were already gone when exporting. */
  missingPhotoFiles: z.array(z.string()).default([]),
});
export type TransferManifest = z.infer<typeof transferManifest>;

export const transferMessages = {
  exportTitle: 'Dışa aktar',
  exportHint: 'Defterinizdeki her şeyi (listeler, anılar, fotoğraflar…) tek bir ZIP dosyası olarak indirin.',
  exportButton: 'Dışa aktar',
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
};
