import { Check, SkipForward } from 'lucide-react';
import { listImportMessages as lm, type ListImportPreview } from '../../../../shared/list-import';
import { statusLabel } from '../../../../shared/list-status-words';
import { Button } from '../../../ui/Button';
import { ImportNameList } from './ImportNameList';

interface Props {
  fileName: string;
  preview: ListImportPreview;
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** What the file would bring: counts first, then the names, then confirm or give up. */
export function ImportPreviewPanel({ fileName, preview, pending, onConfirm, onCancel }: Props) {
  const { kind } = preview;
  return (
    <div className="space-y-4" data-testid="import-preview">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-rose-50 px-3 py-1 font-medium text-rose-700 dark:bg-rose-950/60 dark:text-rose-200">
          {lm.from(preview.source, kind)}
        </span>
        <span className="min-w-0 truncate text-stone-500 dark:text-stone-400">{fileName}</span>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200">
          <Check className="h-4 w-4 shrink-0" aria-hidden />
          {lm.willAdd(preview.toAdd, kind)}
        </p>
        <p className="flex items-center gap-2 rounded-xl bg-stone-100 px-4 py-3 text-sm font-semibold text-stone-700 dark:bg-stone-800 dark:text-stone-200">
          <SkipForward className="h-4 w-4 shrink-0" aria-hidden />
          {lm.willSkip(preview.skippedCount)}
        </p>
      </div>

      {preview.toAdd === 0 && <p className="text-sm text-stone-600 dark:text-stone-300">{lm.nothingToAdd}</p>}
      {preview.toAdd > 0 && (
        <ImportNameList
          label={lm.willAdd(preview.toAdd, kind)}
          total={preview.toAdd}
          items={preview.add.map((a) => ({ title: a.title, detail: a.detail, tag: a.rating ? `${statusLabel(a.status)} · ${a.rating}/10` : statusLabel(a.status) }))}
        />
      )}
      {preview.skippedCount > 0 && (
        <ImportNameList
          label={lm.willSkip(preview.skippedCount)}
          total={preview.skippedCount}
          muted
          items={preview.skipped.map((s) => ({ title: s.title, detail: s.detail, tag: lm.reasons[s.reason] }))}
        />
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {lm.cancel}
        </Button>
        <Button onClick={onConfirm} disabled={pending || preview.toAdd === 0}>
          {pending ? lm.importing : lm.confirm}
        </Button>
      </div>
    </div>
  );
}
