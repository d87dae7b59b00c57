import type { ListImportSkipped } from '../../../../shared/list-import';

/** One row of an upload made into the values a list stores, with what the preview shows of it. */
export interface Draft<V> {
  values: V;
  title: string;
  detail: string;
  /** The day the file says it was watched or read ('YYYY-MM-DD'): the year it counts in (Yılımız). */
  finishedOn?: string | null;
}

/** A row either becomes a draft or is skipped as unreadable. */
export type RowResult<V> = { draft: Draft<V> } | { skipped: ListImportSkipped };

/**
 * The drafts of one file, each record once: a row whose key was already seen in the same file is
 * skipped as a duplicate (reported, never silently dropped).
 */
export function dedupeFile<V>(results: RowResult<V>[], keysOf: (values: V) => string[]) {
  const seen = new Set<string>();
  const kept: Draft<V>[] = [];
  const skipped: ListImportSkipped[] = [];
  for (const result of results) {
    if ('skipped' in result) {
      skipped.push(result.skipped);
      continue;
    }
    const keys = keysOf(result.draft.values);
    if (keys.some((k) => seen.has(k))) {
      skipped.push({ title: result.draft.title, detail: result.draft.detail, reason: 'duplicate' });
      continue;
    }
    keys.forEach((k) => seen.add(k));
    kept.push(result.draft);
  }
  return { kept, skipped };
}

/** What the preview and the apply share: which drafts go in, which are skipped and why. */
export interface ImportPlan<V> {
  rows: number;
  add: Draft<V>[];
  skipped: ListImportSkipped[];
}

/** Drafts already in the list (by the feature's rule) are skipped as existing. */
export function planAgainst<V>(rows: number, drafts: Draft<V>[], skipped: ListImportSkipped[], exists: (values: V) => boolean): ImportPlan<V> {
  const add: Draft<V>[] = [];
  const out = [...skipped];
  for (const draft of drafts) {
    if (exists(draft.values)) out.push({ title: draft.title, detail: draft.detail, reason: 'exists' });
    else add.push(draft);
  }
  return { rows, add, skipped: out };
}
