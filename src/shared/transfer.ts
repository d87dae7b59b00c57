import { z } from './validation';
import { sharedFeatures, type SharedFeature } from './features';
import { archiveHead } from './archive-head';

export * from './transfer-words';

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
  ...archiveHead(TRANSFER_APP),
  exportedAt: z.string(),
  spaceName: z.string(),
  /** Rows per kind, and `photoFiles`: files under photos/. */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  /** Photo files the rows name whose bytes were already gone when exporting. */
  missingPhotoFiles: z.array(z.string()).default([]),
  /** Rows a member's own export left out by kind: sealed time capsules and their photos (decision 027). */
  heldBack: z.record(z.string(), z.number().int().nonnegative()).default({}),
});
export type TransferManifest = z.infer<typeof transferManifest>;

